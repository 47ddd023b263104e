import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/http-client';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useMessage } from '../api/read-message';
import '../messages.css';

/**
 * /Mynewsdetail?id: one of my messages, marked read as it opens, with the way to what it is about
 * (the request, or the list of requests waiting for me). Another person's message is "not found".
 */
export function MessageDetailPage() {
  const { t } = useTranslation('inbox');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const message = useMessage(params.get('id') ?? '');

  return (
    <Page title={t('detailTitle')}>
      {message.data ? (
        <article className="inbox-detail">
          <h1 className="inbox-detail__title">{message.data.title}</h1>
          <p className="inbox-detail__time">{message.data.createdAt}</p>
          {message.data.link ? (
            <Button block color="primary" size="large" onClick={() => navigate(message.data.link as string)}>
              {message.data.applyId ? t('openRequest') : t('openList')}
            </Button>
          ) : null}
        </article>
      ) : message.isError || !params.get('id') ? (
        <section className="inbox-detail" role="alert">
          <p>
            {message.error instanceof ApiError && message.error.message
              ? message.error.message
              : t('loadFailed')}
          </p>
          <Button fill="outline" color="primary" onClick={() => navigate('/Mynews', { replace: true })}>
            {t('backToList')}
          </Button>
        </section>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
