import type { TBacklogItem } from '@ehome/shared/services/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { TabBar } from '../../../ui/tab-bar';
import { useBacklog } from '../api/services';
import '../services.css';

function BacklogRow({ item }: { item: TBacklogItem }) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const opens = item.mode === 1 && item.path !== '';
  const body = (
    <>
      <span className={`services-type services-type--${item.type}`}>{t(`backlog.type.${item.type}`)}</span>
      <span className="services-row__main">
        <strong>{item.title}</strong>
        <small>{item.createTime}</small>
      </span>
      {opens ? (
        <span className="services-row__chevron" aria-hidden="true">
          ›
        </span>
      ) : null}
    </>
  );
  return (
    <li>
      {opens ? (
        <button type="button" className="services-row" onClick={() => navigate(item.path)}>
          {body}
        </button>
      ) : (
        <div className="services-row">{body}</div>
      )}
    </li>
  );
}

function BacklogList({ status }: { status: 0 | 1 }) {
  const { t } = useTranslation('services');
  const list = useBacklog(status);
  if (list.isError)
    return (
      <p className="services-state" role="alert">
        {list.error.message || t('loadFailed')}
      </p>
    );
  if (!list.data) return <PageLoading />;
  if (list.data.result.length === 0)
    return (
      <p className="services-state">{status === 0 ? t('backlog.emptyPending') : t('backlog.emptyDone')}</p>
    );
  return (
    <ul className="services-rows services-card">
      {list.data.result.map((item) => (
        <BacklogRow key={item.key} item={item} />
      ))}
    </ul>
  );
}

/** /Backlog (spec 3 §2.5): my to-dos from every module, pending and done; a row opens its screen. */
export function BacklogPage() {
  const { t } = useTranslation('services');
  const [params, setParams] = useSearchParams();
  const tab = params.get('status') === '1' ? '1' : '0';
  return (
    <Page title={t('backlog.title')}>
      <TabBar
        items={[
          { key: '0', title: t('backlog.pending') },
          { key: '1', title: t('backlog.done') },
        ]}
        activeKey={tab}
        onChange={(key) => setParams({ status: key }, { replace: true })}
      />
      <div className="services-page">
        <BacklogList status={tab === '1' ? 1 : 0} />
      </div>
    </Page>
  );
}
