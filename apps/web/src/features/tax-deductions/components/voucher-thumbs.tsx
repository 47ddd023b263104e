import type { TAdminVoucher } from '@ehome/shared/tax-deductions/schemas';
import { useTranslation } from 'react-i18next';
import { BlobThumbnail } from '../../../ui/blob-thumbnail';
import { useAdminVoucherImage } from '../api/deductions';

function VoucherThumb({ voucher }: { voucher: TAdminVoucher }) {
  const { t } = useTranslation('deductions');
  return (
    <BlobThumbnail
      image={useAdminVoucherImage(voucher.id)}
      name={voucher.fileName}
      openLabel={t('voucherOpen', { name: voucher.fileName })}
      failedText={t('voucherPreviewFailed')}
    />
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
    <ul className="blob-thumbs ded-thumbs" aria-label={t('adminVouchers')}>
      {vouchers.map((v) => (
        <VoucherThumb key={v.id} voucher={v} />
      ))}
    </ul>
  );
}
