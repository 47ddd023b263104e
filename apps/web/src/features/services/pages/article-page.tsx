import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useArticle, useMarkArticleRead } from '../api/services';
import { ArticleBody } from '../components/article-body';
import '../services.css';

/** Loads the article of ?id=, marks it read once (UpdateReadStatus readType=Material). */
function ArticleScreen({ variant }: { variant: 'information' | 'details' }) {
  const { t } = useTranslation('services');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useArticle(id);
  const markRead = useMarkArticleRead();
  const marked = useRef('');
  useEffect(() => {
    if (article.data && !article.data.isRead && marked.current !== article.data.id) {
      marked.current = article.data.id;
      markRead.mutate(article.data.id);
    }
  }, [article.data, markRead]);
  const fallbackTitle = variant === 'details' ? t('article.handbookTitle') : t('article.title');
  return (
    <Page title={article.data?.title ?? fallbackTitle}>
      <div className="services-page">
        {article.data ? (
          <article className="services-card services-article">
            {article.data.kind === 'html' ? (
              <h1 className="services-article__title">{article.data.title}</h1>
            ) : null}
            {article.data.publishedAt ? (
              <p className="services-muted">
                {t('article.published', { date: article.data.publishedAt.slice(0, 10) })}
              </p>
            ) : null}
            {article.data.kind === 'pages' ? (
              <p className="services-muted">{t('article.pageCount', { count: article.data.pages.length })}</p>
            ) : null}
            <ArticleBody article={article.data} />
          </article>
        ) : article.isError ? (
          <p className="services-state" role="alert">
            {article.error.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </Page>
  );
}

/** /ServiceInformation?id= (spec 3 §2.1): the stored HTML of an article. */
export function ServiceInformationPage() {
  return <ArticleScreen variant="information" />;
}

/**
 * /ServiceinDetails?id=: the detail variant for the handbooks of spec 3 §9 (42 pages staff
 * handbook, 29 pages code of conduct), shown as a numbered page list.
 */
export function ServiceinDetailsPage() {
  return <ArticleScreen variant="details" />;
}
