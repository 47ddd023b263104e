import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useOrientation } from '../api/services';
import { ArticleBody } from '../components/article-body';
import '../services.css';

/**
 * /GeneralOrientation (public, spec 3 §2.6): the orientation articles - provider-wide ones to
 * anyone, the company's too when signed in (new hires arrive from their registration success page).
 */
export function GeneralOrientationPage() {
  const { t } = useTranslation('services');
  const orientation = useOrientation();
  return (
    <Page title={t('orientation.title')}>
      <div className="services-page">
        {orientation.data ? (
          orientation.data.length === 0 ? (
            <p className="services-state">{t('orientation.empty')}</p>
          ) : (
            orientation.data.map((menu) => (
              <section key={menu.id} className="services-orientation">
                <h2 className="services-section-title">{menu.name}</h2>
                {menu.articles.map((a) => (
                  <article key={a.id} className="services-card services-article">
                    <h3 className="services-article__title">{a.title}</h3>
                    <ArticleBody article={a} />
                  </article>
                ))}
              </section>
            ))
          )
        ) : orientation.isError ? (
          <p className="services-state" role="alert">
            {orientation.error.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </Page>
  );
}
