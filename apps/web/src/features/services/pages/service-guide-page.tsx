import type { TArticleMenu } from '@ehome/shared/services/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useArticleMenus } from '../api/services';
import { UnreadDot } from '../components/article-body';
import { menuPath } from '../paths';
import '../services.css';

/** /Entryservice (spec 3 §2.1): the service guide's menus, each with its children. */
export function ServiceGuidePage() {
  const { t } = useTranslation('services');
  const menus = useArticleMenus('service');
  return (
    <Page title={t('guide.title')}>
      <div className="services-page">
        {menus.data ? (
          menus.data.length === 0 ? (
            <p className="services-state">{t('guide.empty')}</p>
          ) : (
            menus.data.map((menu) => <MenuCard key={menu.id} menu={menu} />)
          )
        ) : menus.isError ? (
          <p className="services-state" role="alert">
            {menus.error.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </Page>
  );
}

function MenuCard({ menu }: { menu: TArticleMenu }) {
  const { t } = useTranslation('services');
  const rows = menu.children.length > 0 ? menu.children : [menu];
  return (
    <section className="services-card">
      <h2 className="services-card__title">
        {menu.name}
        <UnreadDot show={menu.unread} />
      </h2>
      <ul className="services-rows">
        {rows.map((child) => (
          <li key={child.id}>
            <Link className="services-row" to={menuPath(child.id)}>
              <span className="services-row__main">{child === menu ? t('guide.articles') : child.name}</span>
              <UnreadDot show={child.unread} />
              <span className="services-row__count">
                {t('guide.count', { count: child.articles.length })}
              </span>
              <span className="services-row__chevron" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
