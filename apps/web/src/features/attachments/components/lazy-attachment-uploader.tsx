import { type ComponentProps, lazy, Suspense } from 'react';
import { withServerMessages } from '../../../platform/server-messages';

/*
 * The uploader downloads when shown: only some request types and some requests have files, and it
 * brings the server messages (one language) and the image compressor's loader with it.
 */
const AttachmentUploader = lazy(
  withServerMessages(async () => ({
    default: (await import('./attachment-uploader')).AttachmentUploader,
  })),
);

export function LazyAttachmentUploader(props: ComponentProps<typeof AttachmentUploader>) {
  return (
    <Suspense fallback={null}>
      <AttachmentUploader {...props} />
    </Suspense>
  );
}
