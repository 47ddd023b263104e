import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import SafeArea from 'antd-mobile/es/components/safe-area';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showConfirm } from '../../../platform/feedback';
import { LANGUAGE_NAMES } from '../../../platform/i18n';
import { useSessionStore } from '../../../platform/session-store';
import { PageLoading } from '../../../ui/page-loading';
import { HomeShortcuts, UnreadBadge } from '../../messages';
import { useUserInfo } from '../api/get-user-info';
import { useLogout } from '../api/logout';
import { AreaIcon } from '../components/area-icon';
import { MenuSection } from '../components/menu-section';
import { ProfileCard } from '../components/profile-card';
import { visibleMenu } from '../menu';

const LANGUAGE_PATH = '/selectLanuage';
const MESSAGES_PATH = '/Mynews';

export function HomePage() {
  const { t } = useTranslation(['account', 'menu', 'common']);
  const navigate = useNavigate();
  const language = useSessionStore((state) => state.language);
  const { data: userInfo, isError, refetch } = useUserInfo();
  const logout = useLogout();

  if (!userInfo) {
    if (!isError) return <PageLoading />;
    return (
      <div className="page-loading">
        <Button color="primary" fill="outline" onClick={() => void refetch()}>
          {t('home.loadFailed')} · {t('home.retry')}
        </Button>
      </div>
    );
  }

  const areas = visibleMenu(userInfo.allMenu.menuList);
  const services = areas.filter((area) => area.name !== 'account');
  // The language entry is always offered: choosing a language needs no permission.
  const accountEntries = areas.find((area) => area.name === 'account')?.entries ?? [];
  const settings = accountEntries.some((entry) => entry.to === LANGUAGE_PATH)
    ? accountEntries
    : [...accountEntries, { name: 'language', to: LANGUAGE_PATH }];

  const confirmLogout = async () => {
    if (await showConfirm(t('home.logoutConfirm'), t('home.logout'))) logout.mutate();
  };

  return (
    <div className="home">
      <header className="home__header">
        <SafeArea position="top" />
        <p className="home__brand">{t('common:appName')}</p>
        <ProfileCard userInfo={userInfo} />
        <HomeShortcuts />
      </header>
      <main className="home__body">
        {services.length > 0 ? (
          services.map((area) => <MenuSection key={area.name} area={area} />)
        ) : (
          <p className="home__empty">{t('home.empty')}</p>
        )}
        <List className="home__settings" header={t('menu:account')} mode="card">
          {settings.map((entry) => (
            <List.Item
              key={entry.name}
              prefix={<AreaIcon name={entry.name} size={20} />}
              extra={
                entry.name === 'language' ? (
                  LANGUAGE_NAMES[language]
                ) : entry.to === MESSAGES_PATH ? (
                  <UnreadBadge />
                ) : undefined
              }
              onClick={() => navigate(entry.to)}
            >
              {t(`menu:${entry.name}`)}
            </List.Item>
          ))}
        </List>
        <Button
          className="home__logout"
          block
          size="large"
          loading={logout.isPending}
          onClick={() => void confirmLogout()}
        >
          {t('home.logout')}
        </Button>
      </main>
      <SafeArea position="bottom" />
    </div>
  );
}
