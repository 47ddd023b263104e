import type { TFileList } from '@ehome/shared/attachments/schemas';
import type { TEnvelope } from '@ehome/shared/envelope';
import { FORM_FILE_KEY_TYPE, MAX_FORM_FILES } from '@ehome/shared/leave/dynamic-form-rules';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { http } from '../../../platform/http';
import { useSessionStore } from '../../../platform/session-store';

type TSavedFile = { fileId: string; fileName: string; size: number };

/**
 * POST /api/Attachment/SaveFile?keyId&keyType (multipart field `file`): answers the new file's id.
 * The server checks the size, the name and the content; its refusal is shown as sent.
 */
async function saveFile(formId: string, file: File): Promise<TSavedFile> {
  const { token, language } = useSessionStore.getState();
  const body = new FormData();
  body.append('file', file, file.name);
  const query = new URLSearchParams({ keyId: formId, keyType: FORM_FILE_KEY_TYPE });
  const response = await fetch(`/api/Attachment/SaveFile?${query}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Accept-Language': language,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  const envelope = (await response.json().catch(() => null)) as TEnvelope<string> | null;
  if (envelope?.errNo !== 0) throw new Error(envelope?.message ?? '');
  return { fileId: envelope.resultData, fileName: file.name, size: file.size };
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The file item of a dynamic form: files uploaded under the form's id, listed with a remove action. */
export function FormFiles({
  formId,
  label,
  value,
  onChange,
}: {
  formId: string;
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('leaveBalance');
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<TSavedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const shown = files.filter((file) => value.includes(file.fileId));

  const upload = async (picked: FileList | null) => {
    if (!picked || picked.length === 0) return;
    setBusy(true);
    const added: TSavedFile[] = [];
    try {
      for (const file of [...picked].slice(0, MAX_FORM_FILES - value.length))
        added.push(await saveFile(formId, file));
    } catch (error) {
      showToast((error as Error).message || t('files.uploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
    if (added.length > 0) {
      setFiles((current) => [...current, ...added]);
      onChange([...value, ...added.map((file) => file.fileId)]);
    }
  };

  const remove = async (fileId: string) => {
    try {
      await http.post('/api/Attachment/DeleteFile', undefined, { query: { id: fileId } });
    } catch {
      return;
    }
    onChange(value.filter((id) => id !== fileId));
  };

  return (
    <div className="dyn-files-field">
      {shown.length > 0 && (
        <ul className="dyn-files">
          {shown.map((file) => (
            <li className="dyn-files__item" key={file.fileId}>
              <span className="dyn-files__name">{file.fileName}</span>
              <span className="dyn-files__size">{formatSize(file.size)}</span>
              <Button size="mini" fill="none" color="danger" onClick={() => void remove(file.fileId)}>
                {t('files.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < MAX_FORM_FILES && (
        <>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={label}
            onChange={(event) => void upload(event.target.files)}
          />
          <Button
            size="small"
            fill="outline"
            color="primary"
            loading={busy}
            onClick={() => input.current?.click()}
          >
            {t('files.add')}
          </Button>
        </>
      )}
    </div>
  );
}

/** The files kept with a submitted form: names and sizes (opening one is the attachment page's job). */
export function FormFileList({ formId, fileIds }: { formId: string; fileIds: string[] }) {
  const list = useQuery({
    queryKey: ['leaveForm', 'files', formId],
    queryFn: () =>
      http.get<TFileList>('/api/Attachment/GetFileList', { id: formId, keyType: FORM_FILE_KEY_TYPE }),
  });
  const files = list.data?.fileList.filter((file) => fileIds.includes(file.fileId)) ?? [];
  return (
    <ul className="dyn-files">
      {files.map((file) => (
        <li className="dyn-files__item" key={file.fileId}>
          <span className="dyn-files__name">{file.fileName}</span>
          <span className="dyn-files__size">{formatSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
