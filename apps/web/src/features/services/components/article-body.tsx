import type { TArticle } from '@ehome/shared/services/schemas';
import { useTranslation } from 'react-i18next';

/**
 * An article's content: its HTML (sanitised by the server when saved, with an allow-list: no
 * script, style or event handlers) or its page images, numbered "n / N".
 */
export function ArticleBody({ article }: { article: Pick<TArticle, 'kind' | 'html' | 'pages' | 'title'> }) {
  const { t } = useTranslation('services');
  if (article.kind === 'pages') {
    return (
      <ol className="services-pages">
        {article.pages.map((src, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are a fixed, ordered list
          <li key={index}>
            <img
              src={src}
              alt={t('article.pageAlt', { title: article.title, page: index + 1 })}
              loading="lazy"
            />
            <span className="services-pages__number">
              {index + 1} / {article.pages.length}
            </span>
          </li>
        ))}
      </ol>
    );
  }
  // The HTML was sanitised on the server with an allow-list when it was saved.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML
  return <div className="services-html" dangerouslySetInnerHTML={{ __html: article.html }} />;
}

export function UnreadDot({ show }: { show: boolean }) {
  const { t } = useTranslation('services');
  return show ? <span className="services-dot" role="img" aria-label={t('unread')} /> : null;
}
