import { FundHandleMode } from '@ehome/shared/fund-transfer/constants';
import type { TFundTransferItem } from '@ehome/shared/fund-transfer/schemas';
import { useTranslation } from 'react-i18next';

/** What a fund transfer says: how it is handled, the new employer and account, its state. */
export function TransferSummary({ transfer, status }: { transfer: TFundTransferItem; status: string }) {
  const { t } = useTranslation('fundTransfer');
  const transferMode = transfer.fundHandleMode === FundHandleMode.Transfer;
  return (
    <dl className="fund-list">
      <div className="fund-list__row">
        <dt>{t('applyNo')}</dt>
        <dd>{transfer.applyNo}</dd>
      </div>
      <div className="fund-list__row">
        <dt>{t('mode')}</dt>
        <dd>{t(transferMode ? 'modeTransfer' : transfer.sealOnly ? 'modeSealOnly' : 'modeSeal')}</dd>
      </div>
      {transferMode ? (
        <>
          <div className="fund-list__row">
            <dt>{t('companyName')}</dt>
            <dd>{transfer.companyName}</dd>
          </div>
          <div className="fund-list__row">
            <dt>{t('account')}</dt>
            <dd>{transfer.account}</dd>
          </div>
        </>
      ) : null}
      <div className="fund-list__row">
        <dt>{t('state')}</dt>
        <dd>{status || t(`states.${transfer.state}`)}</dd>
      </div>
      <div className="fund-list__row">
        <dt>{t('createdAt')}</dt>
        <dd>{transfer.createdAt}</dd>
      </div>
    </dl>
  );
}
