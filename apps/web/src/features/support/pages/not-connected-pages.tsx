import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../ui/page';
import '../support.css';

/**
 * Screens whose content lives in a provider's systems not connected yet (README "not yet
 * connected"): each says what it will be and where to turn meanwhile, never a blank page.
 */
function NotConnected({ name, children }: { name: string; children?: React.ReactNode }) {
  const { t } = useTranslation('support');
  return (
    <Page title={t(`pending.${name}.title`)}>
      <div className="support-page">
        <section className="support-card" data-testid="not-connected">
          <h2>{t('pending.heading')}</h2>
          <p>{t(`pending.${name}.what`)}</p>
          <p className="support-muted">{t('pending.meanwhile')}</p>
          <p>
            <Link to="/Administrativeassistant">{t('assistant.title')}</Link> ·{' '}
            <Link to="/Mycustomerservice">{t('chat.title')}</Link>
          </p>
        </section>
        {children}
      </div>
    </Page>
  );
}

export const VisaPage = () => <NotConnected name="visa" />;
export const BusinessAffairsPage = () => <NotConnected name="businessAffairs" />;
export const GileadSsoPage = () => <NotConnected name="gilead" />;

/** /insurances: the health services that exist (/HeathIndex) while the insurer is not connected. */
export function InsurancesPage() {
  const { t } = useTranslation('support');
  return (
    <NotConnected name="insurances">
      <List header={t('pending.insurances.available')}>
        <List.Item>
          <Link to="/HeathIndex">{t('link.HeathIndex')}</Link>
        </List.Item>
        <List.Item>
          <Link to="/Fivesocialinsurance">{t('link.Fivesocialinsurance')}</Link>
        </List.Item>
      </List>
    </NotConnected>
  );
}
