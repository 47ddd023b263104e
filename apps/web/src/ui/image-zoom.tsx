import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './image-zoom.css';

// The zoom viewer brings gesture and animation libraries: downloaded when an image is first opened.
const ImageViewer = lazy(() => import('antd-mobile/es/components/image-viewer'));

/**
 * One image full screen, pinch to zoom. It closes on a tap (antd-mobile's own), and also with a
 * close button and Escape: a tap is all antd-mobile offers, which a keyboard cannot give, and its
 * mask is `aria-hidden`, so a screen reader sees nothing of it. The button is therefore drawn
 * outside the viewer, above its mask.
 */
export function ImageZoom({ image, onClose }: { image: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  // Focus goes to the close button while the image is open, and back to what opened it after. The
  // opener is read at the first render: by the time an effect runs, autoFocus has moved focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => () => opener?.focus(), [opener]);
  return (
    <Suspense fallback={null}>
      <ImageViewer image={image} visible onClose={onClose} />
      {createPortal(
        <div className="image-zoom__bar">
          {/* biome-ignore lint/a11y/noAutofocus: the viewer covers the page; focus goes to its only control */}
          <button type="button" className="image-zoom__close" onClick={onClose} autoFocus>
            {t('close')}
          </button>
        </div>,
        document.body,
      )}
    </Suspense>
  );
}
