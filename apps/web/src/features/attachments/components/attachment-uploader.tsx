import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, megabytes } from '@ehome/shared/attachments/rules';
import type { TFileItem } from '@ehome/shared/attachments/schemas';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm, showToast } from '../../../platform/feedback';
import { i18next, loadNamespaces } from '../../../platform/i18n';
import { useInFlight } from '../../../ui/in-flight';
import { useDeleteFile } from '../api/delete-file';
import { useFileList } from '../api/get-file-list';
import { useSaveFile } from '../api/save-file';
import { isRefusal, prepareAttachment, type TCompress } from '../prepare-upload';
import { FileRow } from './file-row';
import { useFileOpener } from './use-file-opener';
import '../attachments.css';

/** browser-image-compression is downloaded only when a large photo is picked. */
const compressImage: TCompress = async (file, options) => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file as File, options);
};

/**
 * The attachments namespace for screens of other features that embed the uploader (the leave
 * form): it loads itself rather than relying on each route to list it.
 */
function useAttachmentsCatalogue(): boolean {
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(i18next.language, 'attachments'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadNamespaces(['attachments']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

type TProps = {
  /** The record kind (a request kind such as 'leave'); the server decides who may see its files. */
  keyType: string;
  /** The record id, or the id a new form made for itself before it is saved. */
  keyId: string;
  /** No add or delete, e.g. a submitted request or an approver's view. */
  readOnly?: boolean;
  /** Told the number of files whenever it is known, for "attachment required" rules. */
  onCountChange?: (count: number) => void;
};

/**
 * Files of a form (spec 1 §7 "Attachments and images"): list with name and size, tap to open,
 * add (checked with the shared rules first, photos above 2 MB compressed), delete after a confirm.
 */
export function AttachmentUploader({ keyType, keyId, readOnly = false, onCountChange }: TProps) {
  const ready = useAttachmentsCatalogue();
  const { t } = useTranslation('attachments');
  const inputId = useId();
  const files = useFileList(keyType, keyId);
  const save = useSaveFile(keyType, keyId);
  const remove = useDeleteFile(keyType, keyId);
  const { busy, run } = useInFlight();
  const [deleting, setDeleting] = useState<string | null>(null);
  const { open, opening, viewer } = useFileOpener(files.data?.url ?? '');

  const count = files.data?.fileList.length;
  useEffect(() => {
    if (count !== undefined) onCountChange?.(count);
  }, [count, onCountChange]);

  if (!ready) return null;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared at once, so picking the same file again after a refusal fires a change.
    event.target.value = '';
    if (!picked) return;
    // One upload at a time: a second pick while one is in flight is ignored (the control is disabled).
    await run(async () => {
      try {
        const prepared = await prepareAttachment(picked, compressImage);
        if (!prepared.ok) {
          const { refusal } = prepared;
          showToast(t(`messages:${refusal.key}`, 'params' in refusal ? refusal.params : {}));
          return;
        }
        await save.mutateAsync({ file: prepared.file, fileName: prepared.fileName });
        showToast(t('uploaded'));
      } catch {
        // Refusals and network failures were already shown by the transport.
      }
    });
  }

  async function onDelete(file: TFileItem) {
    if (!(await showConfirm(t('deleteConfirm', { name: file.fileName }), t('delete')))) return;
    setDeleting(file.fileId);
    try {
      await remove.mutateAsync(file.fileId);
      showToast(t('deleted'));
    } catch {
      // Shown by the HTTP client.
    } finally {
      setDeleting(null);
    }
  }

  const list = files.data?.fileList ?? [];
  return (
    <section className="attachments" aria-labelledby={`${inputId}-title`}>
      <header className="attachments__head">
        <h2 id={`${inputId}-title`} className="attachments__title">
          {t('title')}
        </h2>
        {list.length > 0 ? (
          <span className="attachments__count">{t('countOf', { count: list.length })}</span>
        ) : null}
      </header>

      {files.isPending && keyId ? (
        <div className="attachments__loading">
          <span className="spinner" aria-hidden="true" />
        </div>
      ) : files.isError ? (
        <div className="attachments__failed" role="alert">
          <span>{isRefusal(files.error) ? files.error.message : t('loadFailed')}</span>
          {isRefusal(files.error) ? null : (
            <button type="button" className="attachments__link" onClick={() => void files.refetch()}>
              {t('retry')}
            </button>
          )}
        </div>
      ) : list.length === 0 && readOnly ? (
        <p className="attachments__empty">{t('empty')}</p>
      ) : (
        <ul className="attachments__list">
          {list.map((file) => (
            <FileRow
              key={file.fileId}
              file={file}
              opening={opening === file.fileId}
              onOpen={() => void open(file)}
              onDelete={readOnly ? undefined : () => void onDelete(file)}
              deleting={deleting === file.fileId}
            />
          ))}
        </ul>
      )}

      {readOnly ? null : (
        <>
          <label className={`attachments__add${busy || !keyId ? ' attachments__add--busy' : ''}`}>
            <span className="attachments__plus" aria-hidden="true">
              +
            </span>
            {busy ? t('uploading') : t('add')}
            <input
              className="attachments__input"
              type="file"
              accept={ATTACHMENT_ACCEPT}
              disabled={busy || !keyId}
              onChange={(event) => void onPick(event)}
            />
          </label>
          <p className="attachments__hint">{t('hint', { max: megabytes(ATTACHMENT_MAX_BYTES) })}</p>
        </>
      )}
      {viewer}
    </section>
  );
}
