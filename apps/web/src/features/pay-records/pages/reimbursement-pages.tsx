import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PagedList } from '../../../ui/paged-list';
import { useReimbursement, useReimbursements } from '../api';
import { Loaded, money, Rows } from '../components';

const tone: Record<string, string> = {
  paid: 'pay-tag pay-tag--ok',
  approved: 'pay-tag pay-tag--ok',
  approving: 'pay-tag pay-tag--warn',
  pending: 'pay-tag pay-tag--warn',
  rejected: 'pay-tag pay-tag--bad',
};

/** /Reimbursementinquiries[?id=]: the person's claims; with an id, that claim's lines. */
export function ReimbursementInquiriesPage() {
  const { t } = useTranslation('payRecords');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <Page title={t('claims.title')}>{id ? <ClaimDetail id={id} /> : <ClaimList />}</Page>;
}

const LIST_CLASSES = { state: 'pay-state', list: 'pay-list', more: 'pay-more', link: 'pay-link' };

function ClaimList() {
  const { t } = useTranslation('payRecords');
  const list = useReimbursements();
  return (
    <div className="pay-page">
      <PagedList
        list={list}
        itemKey={(c) => c.id}
        classes={LIST_CLASSES}
        texts={{
          failed: t('loadFailed'),
          retry: t('list.retry'),
          empty: t('claims.none'),
          pulling: t('list.pulling'),
          canRelease: t('list.canRelease'),
          refreshing: t('list.refreshing'),
          complete: t('list.complete'),
          moreFailed: t('list.moreFailed'),
          moreLoading: t('list.moreLoading'),
          moreNone: t('list.moreNone'),
        }}
        renderItem={(c) => (
          <Link className="pay-link" to={`/Reimbursementinquiries?id=${encodeURIComponent(c.id)}`}>
            <span>
              {t(`category.${c.category}`, { defaultValue: c.category })} · ¥{money(c.amount)}
              <small>
                {c.claimNo} · {t('claims.submitted', { date: c.submittedOn })}
              </small>
            </span>
            <span className={tone[c.status]}>{t(`claimStatus.${c.status}`)}</span>
          </Link>
        )}
      />
    </div>
  );
}

function ClaimDetail({ id }: { id: string }) {
  const { t } = useTranslation('payRecords');
  const claim = useReimbursement(id);
  return (
    <div className="pay-page">
      <Loaded query={claim}>
        {(c) => (
          <>
            <section className="pay-card">
              <h2 className="pay-card__title">
                <span>{t(`category.${c.category}`, { defaultValue: c.category })}</span>
                <span className={tone[c.status]}>{t(`claimStatus.${c.status}`)}</span>
              </h2>
              <Rows
                rows={[
                  [t('claims.no'), c.claimNo],
                  [t('claims.amount'), `¥${money(c.amount)}`],
                  [t('claims.submittedOn'), c.submittedOn],
                  [t('claims.paidOn'), c.paidOn ?? '—'],
                ]}
              />
            </section>
            <section className="pay-card">
              <h2 className="pay-card__title">{t('claims.lines')}</h2>
              <Rows rows={c.lines.map((l) => [`${l.date} ${l.description}`, money(l.amount)])} />
            </section>
            <Link className="pay-link" to={`/ApprovalProcessReimbursement?id=${encodeURIComponent(c.id)}`}>
              {t('claims.process')}
              <span aria-hidden="true">›</span>
            </Link>
          </>
        )}
      </Loaded>
    </div>
  );
}

/** /ApprovalProcessReimbursement?id=: the claim's approval steps (read-only). */
export function ApprovalProcessReimbursementPage() {
  const { t } = useTranslation('payRecords');
  const [params] = useSearchParams();
  const claim = useReimbursement(params.get('id') ?? '');
  return (
    <Page title={t('claims.process')}>
      <div className="pay-page">
        <Loaded query={claim}>
          {(c) => (
            <section className="pay-card">
              <h2 className="pay-card__title">{c.claimNo}</h2>
              <ol className="pay-steps">
                {c.steps.map((s) => (
                  <li key={`${s.step}-${s.approver}`}>
                    <strong>{t(`step.${s.step}`, { defaultValue: s.step })}</strong> · {s.approver}{' '}
                    <span className={tone[s.result]}>{t(`stepResult.${s.result}`)}</span>
                    <p className="pay-muted">
                      {s.at ?? t('stepResult.pending')}
                      {s.comment ? ` · ${s.comment}` : ''}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </Loaded>
      </div>
    </Page>
  );
}
