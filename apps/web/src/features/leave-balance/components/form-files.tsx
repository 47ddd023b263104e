import { FORM_FILE_KEY_TYPE } from '@ehome/shared/leave/dynamic-form-rules';
import { useEffect, useRef } from 'react';
import { LazyAttachmentUploader, useFileList } from '../../attachments';

/**
 * The file item of a dynamic form: the attachments uploader keyed by the form's own id, so the files
 * exist before the form does. The item's value is the list of those files' ids, which the server
 * checks belong to this form and this person.
 */
export function FormFiles({ formId, onChange }: { formId: string; onChange: (ids: string[]) => void }) {
  // The uploader refreshes this list after each upload or delete; the same cache entry is read here.
  const files = useFileList(FORM_FILE_KEY_TYPE, formId);
  const ids = files.data?.fileList.map((file) => file.fileId).join(',');
  // Told only when the list itself changes, whatever function the parent passes on each render.
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    if (ids !== undefined) report.current(ids ? ids.split(',') : []);
  }, [ids]);
  return <LazyAttachmentUploader keyType={FORM_FILE_KEY_TYPE} keyId={formId} />;
}

/** The files kept with a submitted form, to open; nothing can change them any more. */
export function FormFileList({ formId }: { formId: string }) {
  return <LazyAttachmentUploader keyType={FORM_FILE_KEY_TYPE} keyId={formId} readOnly />;
}
