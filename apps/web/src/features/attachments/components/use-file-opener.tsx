import type { TFileItem } from '@ehome/shared/attachments/schemas';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { ImageZoom } from '../../../ui/image-zoom';
import { downloadFile } from '../api/download-file';
import { fileUrl, isImageType } from '../prepare-upload';

/** Blob URLs live as long as a save dialog may still read them, then are released. */
const RELEASE_AFTER_MS = 60_000;

/**
 * Opens a file fetched with the session's token: an image in a zoomable viewer, anything else handed
 * to the browser as a download under its own name. Returns the opener and the viewer to render.
 */
export function useFileOpener(urlPrefix: string): {
  open: (file: TFileItem) => Promise<void>;
  opening: string | null;
  viewer: ReactNode;
} {
  const { t } = useTranslation('attachments');
  const [opening, setOpening] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);

  const release = useCallback((url: string) => {
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  }, []);

  const open = useCallback(
    async (file: TFileItem) => {
      setOpening(file.fileId);
      try {
        const blob = await downloadFile(fileUrl(urlPrefix, file.fileId));
        const url = URL.createObjectURL(blob);
        urls.current.add(url);
        if (isImageType(file.mimeType)) {
          setPreview(url);
          return;
        }
        const link = document.createElement('a');
        link.href = url;
        link.download = file.fileName;
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
        showToast(t('saved', { name: file.fileName }));
        setTimeout(() => release(url), RELEASE_AFTER_MS);
      } catch {
        // The transport has already told the user why.
      } finally {
        setOpening(null);
      }
    },
    [urlPrefix, release, t],
  );

  const viewer = preview ? (
    <ImageZoom
      image={preview}
      onClose={() => {
        release(preview);
        setPreview(null);
      }}
    />
  ) : null;

  return { open, opening, viewer };
}
