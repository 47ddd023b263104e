import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * Parts of the leave screens that only some visits show: the approver's buttons (approval mode) and
 * the attachment list (types that may need files, requests that have some). Both bring the shared
 * message catalogue and zod, so they download when shown rather than with the screen.
 */
const ApprovalActionPanel = lazy(async () => ({
  default: (await import('../../approvals/components/approval-action-panel')).ApprovalActionPanel,
}));
const AttachmentUploader = lazy(async () => ({
  default: (await import('../../attachments/components/attachment-uploader')).AttachmentUploader,
}));

export function LazyApprovalActionPanel(props: ComponentProps<typeof ApprovalActionPanel>) {
  return (
    <Suspense fallback={null}>
      <ApprovalActionPanel {...props} />
    </Suspense>
  );
}

export function LazyAttachmentUploader(props: ComponentProps<typeof AttachmentUploader>) {
  return (
    <Suspense fallback={null}>
      <AttachmentUploader {...props} />
    </Suspense>
  );
}
