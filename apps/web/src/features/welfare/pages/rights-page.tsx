import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useMyRights, useWelfareMenu } from '../api/welfare';
import { WelfarePicture } from '../components/welfare-picture';
import { dateOf, rightPath } from '../format';
import '../welfare.css';

/** /rights: the welfare home: the welfare menu from the server and the rights still to claim. */
export function RightsPage() {
  const { t } = useTranslation('welfare');
  const menu = useWelfareMenu();
  const rights = useMyRights(null);
  const open = rights.data?.result.filter((r) => r.state === 'open') ?? [];
  return (
    <Page title={t('home.title')}>
      <div className="welfare-page">
        {menu.data ? (
          <nav className="welfare-menu" aria-label={t('home.title')}>
            {menu.data.map((item) => (
              <Link key={item.id} className="welfare-menu__item" to={item.menu_url}>
                <WelfarePicture imagePath={item.imagePath} color={item.color} size={44} />
                <span>{item.menu_name}</span>
              </Link>
            ))}
          </nav>
        ) : menu.isError ? (
          <p className="welfare-state" role="alert">
            {menu.error.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
        <section className="welfare-card">
          <h2 className="welfare-card__title">{t('home.toClaim')}</h2>
          {rights.data && open.length === 0 ? (
            <p className="welfare-muted">{t('home.nothingToClaim')}</p>
          ) : null}
          <ul className="welfare-list">
            {open.map((r) => (
              <li key={r.id}>
                <Link className="welfare-row" to={rightPath(r.id)}>
                  <WelfarePicture imagePath={r.imagePath} color={r.color} size={40} />
                  <span className="welfare-row__main">
                    <strong>{r.name}</strong>
                    <small>{t('rights.deadline', { date: dateOf(r.claimTo) })}</small>
                  </span>
                  <span className="welfare-tag welfare-tag--open">{t('state.open')}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link className="welfare-link" to="/Myrights">
            {t('home.allRights')}
          </Link>
        </section>
      </div>
    </Page>
  );
}
