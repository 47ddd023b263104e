import { VOUCHER_MAX_BYTES } from '@ehome/shared/tax-deductions/constants';
import { checkVoucherFile } from '@ehome/shared/tax-deductions/rules';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { useInFlight } from '../../../ui/in-flight';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useDeductionActions, useVouchers } from '../api/deductions';
import '../deductions.css';

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** /relatedVouchers?itemId=: the images proving one item (gif, jpeg, jpg, png up to 6 MB). */
export function RelatedVouchersPage() {
  const { t } = useTranslation('deductions');
  const [params] = useSearchParams();
  const itemId = params.get('itemId') ?? '';
  const vouchers = useVouchers(itemId);
  const { upload, deleteVoucher } = useDeductionActions();
  const uploading = useInFlight();
  return (
    <Page title={t('vouchersTitle')}>
      {!itemId ? (
        <p className="ded-card ded-muted">{t('vouchersChooseItem')}</p>
      ) : vouchers.data ? (
        <div className="ded-page">
          <p className="ded-muted">{t('vouchersRule', { mb: VOUCHER_MAX_BYTES / 1024 / 1024 })}</p>
          {vouchers.data.length === 0 ? <p className="ded-card ded-muted">{t('noVouchers')}</p> : null}
          {vouchers.data.map((v) => (
            <section className="ded-card ded-item" key={v.id}>
              <div className="ded-item__head">
                <strong>{v.fileName}</strong>
                <span>{Math.ceil(v.size / 1024)} KB</span>
              </div>
              <div className="ded-muted">{v.uploadedAt}</div>
              <div className="ded-item__actions">
                <button
                  type="button"
                  className="ded-textbtn"
                  onClick={async () => {
                    if (await showConfirm(t('deleteConfirm'), t('delete')))
                      await deleteVoucher.mutateAsync(v.id);
                  }}
                >
                  {t('delete')}
                </button>
              </div>
            </section>
          ))}
          <label
            className={`ded-button${uploading.busy ? ' ded-button--busy' : ''}`}
            aria-busy={uploading.busy}
          >
            {uploading.busy ? t('uploading') : t('uploadVoucher')}
            <input
              type="file"
              accept=".gif,.jpeg,.jpg,.png,image/gif,image/jpeg,image/png"
              hidden
              disabled={uploading.busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                const ok = checkVoucherFile(file.name, file.size);
                if (!ok.ok) {
                  showToast(serverMessage(ok.problem.key, ok.problem.params));
                  return;
                }
                void uploading
                  .run(async () =>
                    upload.mutateAsync({ itemId, fileName: file.name, content: await base64Of(file) }),
                  )
                  .catch(() => {
                    // Refusals and network failures were already shown by the HTTP client.
                  });
              }}
            />
          </label>
        </div>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
