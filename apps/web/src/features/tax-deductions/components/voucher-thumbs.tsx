import type { TAdminVoucher } from '@ehome/shared/tax-deductions/schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminVoucherImage } from '../api/deductions';

// The zoom viewer brings gesture and animation libraries: downloaded when a voucher is first opened.
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

function VoucherThumb({ voucher }: { voucher: TAdminVoucher }) {
  const { t } = useTranslation('deductions');
  const image = useAdminVoucherImage(voucher.id);
  const url = useObjectUrl(image.data);
  const [zoomed, setZoomed] = useState(false);
  return (
    <li className="ded-thumb">
      <button
        type="button"
        className="ded-thumb__button"
        disabled={!url}
        onClick={() => setZoomed(true)}
        aria-label={t('voucherOpen', { name: voucher.fileName })}
      >
        {url ? (
          <img className="ded-thumb__image" src={url} alt={voucher.fileName} />
        ) : image.isError ? (
          <span className="ded-thumb__note">{t('voucherPreviewFailed')}</span>
        ) : (
          <span className="spinner ded-thumb__spinner" aria-hidden="true" />
        )}
      </button>
      <span className="ded-thumb__name">{voucher.fileName}</span>
      {zoomed && url ? (
        <Suspense fallback={null}>
          <ImageViewer image={url} visible onClose={() => setZoomed(false)} />
        </Suspense>
      ) : null}
    </li>
  );
}

/**
 * HR's view of an item's vouchers: thumbnails fetched with the session's token (blob URLs, never a
 * plain link), each opening full size in a zoomable viewer.
 */
export function VoucherThumbs({ vouchers }: { vouchers: readonly TAdminVoucher[] }) {
  const { t } = useTranslation('deductions');
  if (vouchers.length === 0) return null;
  return (
    <ul className="ded-thumbs" aria-label={t('adminVouchers')}>
      {vouchers.map((v) => (
        <VoucherThumb key={v.id} voucher={v} />
      ))}
    </ul>
  );
}
