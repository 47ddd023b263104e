import type { TFileItem } from '@ehome/shared/attachments/schemas';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useFileBlob } from '../api/download-file';
import { useFileList } from '../api/get-file-list';
import { FileRow } from '../components/file-row';
import { useFileOpener } from '../components/use-file-opener';
import { fileUrl, isImageType, isRefusal } from '../prepare-upload';
import '../attachments.css';

const ImageViewer = lazy(() => import('antd-mobile/es/components/image-viewer'));

/** An object URL for a blob, released when the blob changes or the thumbnail leaves the screen. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

function Thumbnail({ file, urlPrefix }: { file: TFileItem; urlPrefix: string }) {
  const { t } = useTranslation('attachments');
  const blob = useFileBlob(fileUrl(urlPrefix, file.fileId));
  const url = useObjectUrl(blob.data);
  const [zoomed, setZoomed] = useState(false);
  return (
    <li className="attachment-thumb">
      <button
        type="button"
        className="attachment-thumb__button"
        disabled={!url}
        onClick={() => setZoomed(true)}
        aria-label={t('openNamed', { name: file.fileName })}
      >
        {url ? (
          <img className="attachment-thumb__image" src={url} alt={file.fileName} />
        ) : blob.isError ? (
          <span className="attachment-thumb__note">{t('previewFailed')}</span>
        ) : (
          <span className="spinner attachment-row__spinner" aria-hidden="true" />
        )}
      </button>
      <span className="attachment-thumb__name">{file.fileName}</span>
      {zoomed && url ? (
        <Suspense fallback={null}>
          <ImageViewer image={url} visible onClose={() => setZoomed(false)} />
        </Suspense>
      ) : null}
    </li>
  );
}

/**
 * /AttachmentList?keyType&keyId (spec 1 §2): the files of a record, read only. Images are shown as
 * previews to enlarge; other files are downloaded with the session's token.
 */
export function AttachmentListPage() {
  const { t } = useTranslation('attachments');
  const [params] = useSearchParams();
  const keyType = params.get('keyType') ?? '';
  const keyId = params.get('keyId') ?? '';
  const files = useFileList(keyType, keyId);
  const { open, opening, viewer } = useFileOpener(files.data?.url ?? '');

  let body: ReactNode;
  if (!keyType || !keyId) body = <p className="attachments-page__note">{t('missingKey')}</p>;
  else if (files.isPending) body = <PageLoading />;
  else if (files.isError)
    body = (
      <div className="attachments-page__note" role="alert">
        <p>{files.error.message || t('loadFailed')}</p>
        {/* A refusal (not found) will not change by asking again; a failed connection may. */}
        {isRefusal(files.error) ? null : (
          <button type="button" className="attachments__link" onClick={() => void files.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  else {
    const images = files.data.fileList.filter((file) => isImageType(file.mimeType));
    const documents = files.data.fileList.filter((file) => !isImageType(file.mimeType));
    body =
      files.data.fileList.length === 0 ? (
        <div className="attachments-page__empty">
          <span className="attachments-page__empty-icon" aria-hidden="true" />
          <p>{t('empty')}</p>
        </div>
      ) : (
        <>
          {images.length > 0 ? (
            <section className="attachments">
              <header className="attachments__head">
                <h2 className="attachments__title">{t('images')}</h2>
                <span className="attachments__count">{t('countOf', { count: images.length })}</span>
              </header>
              <ul className="attachment-thumbs">
                {images.map((file) => (
                  <Thumbnail key={file.fileId} file={file} urlPrefix={files.data.url} />
                ))}
              </ul>
              <p className="attachments__hint">{t('tapToPreview')}</p>
            </section>
          ) : null}
          {documents.length > 0 ? (
            <section className="attachments">
              <header className="attachments__head">
                <h2 className="attachments__title">{t('documents')}</h2>
                <span className="attachments__count">{t('countOf', { count: documents.length })}</span>
              </header>
              <ul className="attachments__list">
                {documents.map((file) => (
                  <FileRow
                    key={file.fileId}
                    file={file}
                    opening={opening === file.fileId}
                    onOpen={() => void open(file)}
                  />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      );
  }

  return (
    <Page title={t('listTitle')}>
      <div className="attachments-page">
        {body}
        {viewer}
      </div>
    </Page>
  );
}
