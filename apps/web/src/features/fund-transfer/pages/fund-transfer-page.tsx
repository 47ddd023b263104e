import {
  FUND_ACCOUNT_LENGTH,
  FundHandleMode,
  fundTransferDetailPath,
} from '@ehome/shared/fund-transfer/constants';
import { checkFundTransfer as checkForm } from '@ehome/shared/fund-transfer/rules';
import type { TFundTransferInfo } from '@ehome/shared/fund-transfer/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { checkFundTransfer, useFundTransfer, useSaveFundTransfer } from '../api/fund-transfer';
import { TransferSummary } from '../components/transfer-summary';
import '../fund-transfer.css';

/**
 * /Resignationfund (spec 3 §2.3): the provident-fund transfer on resignation. A switch for a new
 * employer; on, its name and the first 9 digits of the fund account; off, a seal-only switch with
 * the tip that the account is sealed automatically. Needs the fundtransfer flag: the server answers
 * 403 with /index otherwise, and the HTTP client goes there.
 */
export function FundTransferPage() {
  const { t } = useTranslation('fundTransfer');
  const info = useFundTransfer();
  return (
    <Page title={t('title')}>
      {info.data ? (
        <FundTransferForm info={info.data} />
      ) : info.isError ? (
        <p className="fund-state" role="alert">
          {t('loadFailed')}
        </p>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function FundTransferForm({ info }: { info: TFundTransferInfo }) {
  const { t } = useTranslation('fundTransfer');
  const navigate = useNavigate();
  const save = useSaveFundTransfer();
  const [hasNewCompany, setHasNewCompany] = useState(true);
  const [companyName, setCompanyName] = useState('');
  const [account, setAccount] = useState('');
  const [sealOnly, setSealOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (save.isPending) return;
    const checked = checkForm({ hasNewCompany, companyName, account, sealOnly });
    if (!checked.ok) {
      const message = serverMessage(checked.key);
      setError(message);
      showToast(message);
      return;
    }
    setError(null);
    // Handled already: the server refuses too; asking first spares the confirmations.
    const check = await checkFundTransfer().catch(() => null);
    if (!check) return;
    if (check.handled) {
      showToast(serverMessage('fundTransfer.alreadyHandled'));
      return;
    }
    if (info.warnSubmitOnce && !(await showConfirm(t('warnOnce'), t('continue')))) return;
    if (!(await showConfirm(t(hasNewCompany ? 'confirmTransfer' : 'confirmSeal'), t('confirm')))) return;
    try {
      const saved = await save.mutateAsync({
        fundHandleMode: hasNewCompany ? FundHandleMode.Transfer : FundHandleMode.Seal,
        companyName: checked.fields.companyName,
        account: checked.fields.account,
        sealOnly: checked.fields.sealOnly,
      });
      showToast(serverMessage('fundTransfer.saved'));
      navigate(fundTransferDetailPath(saved.applyId), { replace: true });
    } catch (failure) {
      // The HTTP client showed the server's message; 保存失败 when there was none.
      if (!(failure instanceof Error) || !failure.message)
        showToast(serverMessage('fundTransfer.saveFailed'));
    }
  };

  return (
    <div className="fund-page">
      {info.transfer ? (
        <section className="fund-card" aria-label={t('current')}>
          <h2 className="fund-card__title">{t('current')}</h2>
          <TransferSummary transfer={info.transfer} status={info.applyEntity?.approveStatusText ?? ''} />
          <Link className="fund-link" to={fundTransferDetailPath(info.transfer.applyId)}>
            {t('viewDetail')}
          </Link>
        </section>
      ) : null}
      <section className="fund-card">
        <div className="fund-row">
          <span className="fund-row__label">{t('newCompany')}</span>
          <Switch checked={hasNewCompany} onChange={setHasNewCompany} aria-label={t('newCompany')} />
        </div>
        {hasNewCompany ? (
          <>
            <div className="fund-field">
              <label className="fund-field__label" htmlFor="fund-company">
                <span className="fund-required">*</span>
                {t('companyName')}
              </label>
              <Input
                id="fund-company"
                value={companyName}
                onChange={setCompanyName}
                placeholder={t('companyNamePlaceholder')}
                maxLength={100}
                clearable
              />
            </div>
            <div className="fund-field">
              <label className="fund-field__label" htmlFor="fund-account">
                <span className="fund-required">*</span>
                {t('account')}
              </label>
              <Input
                id="fund-account"
                value={account}
                onChange={(value) => setAccount(value.replace(/\D/g, ''))}
                placeholder={t('accountPlaceholder', { n: FUND_ACCOUNT_LENGTH })}
                inputMode="numeric"
                maxLength={FUND_ACCOUNT_LENGTH}
                clearable
              />
            </div>
          </>
        ) : (
          <>
            <div className="fund-row">
              <span className="fund-row__label">{t('sealOnly')}</span>
              <Switch checked={sealOnly} onChange={setSealOnly} aria-label={t('sealOnly')} />
            </div>
            <p className="fund-tip">{t('sealTip')}</p>
          </>
        )}
        {error ? (
          <p className="fund-error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
      {info.warnSubmitOnce ? <p className="fund-tip fund-tip--warn">{t('warnOnce')}</p> : null}
      <Button block color="primary" size="large" loading={save.isPending} onClick={() => void submit()}>
        {t('confirm')}
      </Button>
    </div>
  );
}
