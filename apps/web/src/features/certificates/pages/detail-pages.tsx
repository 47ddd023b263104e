import type { TCertificateHandleAction } from '@ehome/shared/certificates/constants';
import type { TCertificateDetail } from '@ehome/shared/certificates/schemas';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { useAdminList, useCertificate, useHandleCertificate, useRecallCertificate } from '../api';
import { StateTag, useTypeName } from '../components/parts';
import '../certificates.css';

const detailPath = (applyId: string) => `/CertificateDetail?ApplyId=${encodeURIComponent(applyId)}`;

/** /CertificateDetail?ApplyId: the request for its owner; for HR also the approval and handling steps. */
export function CertificateDetailPage() {
  const { t } = useTranslation('certificates');
  const [params] = useSearchParams();
  const applyId = params.get('ApplyId') ?? '';
  const detail = useCertificate(applyId);
  return (
    <Page title={t('detail.title')}>
      {detail.data ? (
        <Detail detail={detail.data} />
      ) : detail.isError ? (
        <p className="cert-state" role="alert">
          {detail.error.message || t('loadFailed')}
        </p>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function Detail({ detail: d }: { detail: TCertificateDetail }) {
  const { t } = useTranslation('certificates');
  const typeName = useTypeName();
  const handle = useHandleCertificate();
  const navigate = useNavigate();
  const [tracking, setTracking] = useState('');
  const recall = useRecallCertificate();
  const withdraw = async () => {
    if (!(await showConfirm(t('detail.confirmWithdraw'), t('detail.withdraw')))) return;
    try {
      await recall.mutateAsync(d.applyId);
      showToast(t('detail.withdrawn'));
    } catch {
      // toasted by the http client
    }
  };
  const apply = d.applyEntity;
  const run = async (action: TCertificateHandleAction) => {
    if (!(await showConfirm(t(`handle.confirm.${action}`), t(`handle.${action}`)))) return;
    try {
      await handle.mutateAsync({ ApplyId: d.applyId, action, trackingNo: tracking });
      showToast(t('handle.done'));
    } catch {
      // toasted by the http client
    }
  };
  return (
    <div className="cert-page">
      <section className="cert-card" aria-label={typeName(d.type)}>
        <h2 className="cert-card__title">
          <span>{typeName(d.type)}</span>
          <StateTag state={d.state} />
        </h2>
        <dl className="cert-rows">
          <dt>{t('detail.applyNo')}</dt>
          <dd>{d.applyNo}</dd>
          {!d.isOwner ? (
            <>
              <dt>{t('detail.applicant')}</dt>
              <dd>
                {d.empName} ({d.empNo})
              </dd>
            </>
          ) : null}
          <dt>{t('detail.createTime')}</dt>
          <dd>{d.createTime}</dd>
          <dt>{t('detail.mode')}</dt>
          <dd>{t(`mode.${d.mode}`)}</dd>
          <dt>{t(d.mode === 1 ? 'quote.courierFee' : 'quote.fee')}</dt>
          <dd className="cert-fee">
            {d.mode === 1 ? t('quote.yuanToPay', { fee: d.fee }) : t('quote.free')}
          </dd>
          <dt>{t('quote.promised')}</dt>
          <dd>{d.promisedDate}</dd>
          {d.extractionDate ? (
            <>
              <dt>{t('quote.pickupDate')}</dt>
              <dd>{d.extractionDate}</dd>
            </>
          ) : null}
          {d.trackingNo ? (
            <>
              <dt>{t('detail.trackingNo')}</dt>
              <dd>{d.trackingNo}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {d.extraction ? (
        <section className="cert-card" aria-label={t('detail.pickupPoint')}>
          <h2 className="cert-card__title">{t('detail.pickupPoint')}</h2>
          <p>
            <strong>{d.extraction.extraction_name}</strong>
          </p>
          <p className="cert-muted">{d.extraction.extraction_address}</p>
          <p className="cert-muted">
            {t('pickup.contacts', { name: d.extraction.contacts, phone: d.extraction.phone })}
          </p>
          <p className="cert-muted">{t('pickup.workTime', { time: d.extraction.work_time })}</p>
        </section>
      ) : null}
      {d.recipient ? (
        <section className="cert-card" aria-label={t('detail.recipient')}>
          <h2 className="cert-card__title">{t('detail.recipient')}</h2>
          <p>
            <strong>{d.recipient.name}</strong> {d.recipient.tel}
          </p>
          <p className="cert-muted">
            {d.recipient.address} {d.recipient.zipCode}
          </p>
        </section>
      ) : null}
      {d.handleActions.length > 0 ? (
        <section className="cert-card" aria-label={t('handle.title')}>
          <h2 className="cert-card__title">{t('handle.title')}</h2>
          {d.handleActions.includes('sent') ? (
            <label className="cert-field">
              <span>{t('detail.trackingNo')}</span>
              <input value={tracking} maxLength={40} onChange={(e) => setTracking(e.target.value)} />
            </label>
          ) : null}
          {d.handleActions.map((action) => (
            <Button
              key={action}
              block
              color="primary"
              loading={handle.isPending}
              onClick={() => void run(action)}
            >
              {t(`handle.${action}`)}
            </Button>
          ))}
        </section>
      ) : null}
      <section className="cert-card">
        <AuditTrail applyId={d.applyId} />
      </section>
      {d.isOwner && d.state === 1 ? (
        <Button
          block
          color="warning"
          fill="outline"
          loading={recall.isPending}
          onClick={() => void withdraw()}
        >
          {t('detail.withdraw')}
        </Button>
      ) : null}
      {apply?.taskId && apply.actionList.length > 0 ? (
        <section className="cert-card">
          <LazyApprovalActionPanel
            applyId={d.applyId}
            taskId={apply.taskId}
            actions={apply.actionList}
            onDone={() => navigate('/CertificateApproval', { replace: true })}
          />
        </section>
      ) : null}
    </div>
  );
}

/** /CertificateApproval (HR): requests to approve, being handled, finished. */
export function CertificateApprovalPage() {
  const { t } = useTranslation('certificates');
  const typeName = useTypeName();
  const [params, setParams] = useSearchParams();
  const tab = Number(params.get('tab') ?? '0') || 0;
  const list = useAdminList(tab);
  return (
    <Page title={t('admin.title')}>
      <div className="cert-page">
        <div className="cert-tabs" role="tablist">
          {[0, 1, 2].map((n) => (
            <button
              key={n}
              type="button"
              role="tab"
              aria-selected={tab === n}
              onClick={() => setParams({ tab: String(n) }, { replace: true })}
            >
              {t(`admin.tab.${n}`)}
            </button>
          ))}
        </div>
        {list.isPending ? <PageLoading /> : null}
        {list.data && list.data.result.length === 0 ? <p className="cert-state">{t('admin.empty')}</p> : null}
        <ul className="cert-list">
          {list.data?.result.map((r) => (
            <li key={r.applyId}>
              <Link className="cert-row" to={`${detailPath(r.applyId)}&name=ApprovalProcess`}>
                <span className="cert-row__main">
                  <strong>
                    {r.empName} · {typeName(r.type)}
                  </strong>
                  <small>
                    {r.applyNo} · {t(`mode.${r.mode}`)} · {r.createTime.slice(0, 16)}
                  </small>
                </span>
                <StateTag state={r.state} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
