import { shopImageUrl } from '@ehome/shared/shop/catalogue-helpers';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../ui/page-loading';
import { useGoBack } from '../../../ui/use-go-back';
import { useActivity } from '../api/catalogue';
import '../activities.css';

/** /Activesclickpages?id&index (spec 2 §2): the activity's pictures full screen, with captions. */
export function ActivityGalleryPage() {
  const { t } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const goBack = useGoBack();
  const id = params.get('id') ?? '';
  const activity = useActivity(id);
  const images = activity.data?.imageList ?? [];
  const wanted = Number(params.get('index') ?? 0);
  const index = Number.isInteger(wanted) ? Math.min(Math.max(wanted, 0), Math.max(images.length - 1, 0)) : 0;
  const show = (next: number) => setParams({ id, index: String(next) }, { replace: true });
  const image = images[index];
  // A horizontal swipe of 40 px or more turns the page, as in a phone's photo viewer.
  const touchX = useRef<number | null>(null);
  const onTouchEnd = (x: number) => {
    const start = touchX.current;
    touchX.current = null;
    if (start === null || Math.abs(x - start) < 40) return;
    const next = x < start ? index + 1 : index - 1;
    if (next >= 0 && next < images.length) show(next);
  };
  return (
    <div className="act-viewer">
      <div className="act-viewer__bar">
        <button type="button" aria-label={t('gallery.close')} onClick={goBack}>
          ✕
        </button>
        <span>
          {images.length
            ? t('gallery.count', { index: index + 1, total: images.length })
            : t('gallery.title')}
        </span>
        <span style={{ width: 32 }} />
      </div>
      <div
        className="act-viewer__image"
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => onTouchEnd(e.changedTouches[0]?.clientX ?? 0)}
      >
        {activity.isPending && id ? (
          <PageLoading />
        ) : image ? (
          <img src={shopImageUrl(image.path, 640)} alt={image.image_decpt} />
        ) : (
          <p>{activity.error?.message || t('gallery.empty')}</p>
        )}
      </div>
      <div className="act-viewer__bar">
        <button type="button" disabled={index <= 0} onClick={() => show(index - 1)}>
          {t('gallery.prev')}
        </button>
        <button type="button" disabled={index >= images.length - 1} onClick={() => show(index + 1)}>
          {t('gallery.next')}
        </button>
      </div>
      <p className="act-viewer__caption">{image?.image_decpt}</p>
    </div>
  );
}
