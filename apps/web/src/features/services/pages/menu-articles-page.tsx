import { articlePath } from '@ehome/shared/services/constants';
import type { TArticleMenu } from '@ehome/shared/services/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useArticleMenus } from '../api/services';
import { UnreadDot } from '../components/article-body';
import { menuPath } from '../paths';
import '../services.css';

function findMenu(menus: TArticleMenu[], id: string): TArticleMenu | null {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const found = findMenu(menu.children, id);
    if (found) return found;
  }
  return null;
}

/** /Entryservicepages?id= (spec 3 §2.1): a menu's sub-menus and articles, unread ones dotted. */
export function MenuArticlesPage() {
  const { t } = useTranslation('services');
  const [params] = useSearchParams();
  const menus = useArticleMenus('service');
  const menu = menus.data ? findMenu(menus.data, params.get('id') ?? '') : null;
  return (
    <Page title={menu?.name ?? t('guide.title')}>
      <div className="services-page">
        {!menus.data ? (
          menus.isError ? (
            <p className="services-state" role="alert">
              {menus.error.message || t('loadFailed')}
            </p>
          ) : (
            <PageLoading />
          )
        ) : !menu ? (
          <p className="services-state">{t('guide.menuMissing')}</p>
        ) : (
          <>
            {menu.children.length > 0 ? (
              <ul className="services-rows services-card">
                {menu.children.map((child) => (
                  <li key={child.id}>
                    <Link className="services-row" to={menuPath(child.id)}>
                      <span className="services-row__main">{child.name}</span>
                      <UnreadDot show={child.unread} />
                      <span className="services-row__chevron" aria-hidden="true">
                        ›
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {menu.articles.length === 0 && menu.children.length === 0 ? (
              <p className="services-state">{t('guide.noArticles')}</p>
            ) : (
              <ul className="services-rows services-card">
                {menu.articles.map((a) => (
                  <li key={a.id}>
                    <Link className="services-row" to={articlePath(a)}>
                      <span className="services-row__main">
                        <strong>{a.title}</strong>
                        <small>
                          {a.kind === 'pages' ? t('article.pagesKind') : t('article.htmlKind')}
                          {a.publishedAt ? ` · ${a.publishedAt.slice(0, 10)}` : ''}
                        </small>
                      </span>
                      <UnreadDot show={!a.isRead} />
                      <span className="services-row__chevron" aria-hidden="true">
                        ›
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
