import type { TNotification } from '@ehome/shared/approvals/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page';
import { PagedList } from '../../approvals';
import { useBadges } from '../api/get-badges';
import { useMessages } from '../api/list-messages';
import { useReadAll } from '../api/read-all';
import '../messages.css';

/**
 * /Mynews (spec 3 §2 "Others"): my messages, newest first, 10 a page with pull-to-refresh and load
 * more; unread ones marked; "mark all read". A message opens /Mynewsdetail, which marks it read.
 */
export function MessagesPage() {
  const { t } = useTranslation('inbox');
  const list = useMessages();
  const badges = useBadges();
  const readAll = useReadAll();
  const unread = badges.data?.count ?? 0;

  return (
    <Page title={t('title')}>
      <div className="inbox-toolbar">
        <span className="inbox-toolbar__count" aria-live="polite">
          {unread > 0 ? t('unread', { count: unread }) : t('allRead')}
        </span>
        <Button
          size="small"
          fill="outline"
          color="primary"
          disabled={unread === 0 || readAll.isPending}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('readAll')}
        </Button>
      </div>
      <PagedList list={list} itemKey={(item) => item.id} renderItem={(item) => <MessageRow item={item} />} />
    </Page>
  );
}

function MessageRow({ item }: { item: TNotification }) {
  const { t } = useTranslation('inbox');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`inbox-item${item.read ? '' : ' inbox-item--unread'}`}
      onClick={() => navigate(`/Mynewsdetail?id=${encodeURIComponent(item.id)}`)}
    >
      <span className="inbox-item__dot" aria-hidden="true" />
      <span className="inbox-item__body">
        <span className="inbox-item__title">
          {item.read ? null : <span className="visually-hidden">{t('unreadMark')}</span>}
          {item.title}
        </span>
        <span className="inbox-item__time">{item.createdAt}</span>
      </span>
    </button>
  );
}
