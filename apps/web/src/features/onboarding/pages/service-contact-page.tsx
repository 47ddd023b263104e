import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useOrganization, useServiceContact } from '../api/onboarding';
import '../onboarding.css';

/**
 * /EntrymanagementCertificatesDetail (spec 3 §2.1 "service contacts"): who to ask about onboarding.
 * A Shanghai branch has an operator (name, phone, e-mail); elsewhere the organisation's contact
 * (name, telephone, address).
 */
export function ServiceContactPage() {
  const { t } = useTranslation('onboarding');
  const contact = useServiceContact();
  const organization = useOrganization();
  if (contact.isPending || contact.isError) return <Page title={t('contact.title')}>{<PageLoading />}</Page>;
  const c = contact.data;
  const rows: [string, string, 'tel' | 'mail' | null][] = c.shanghai
    ? [
        [t('contact.operator'), c.operatorName, null],
        [t('contact.phone'), c.operatorPhone, 'tel'],
        [t('contact.email'), c.operatorEmail, 'mail'],
      ]
    : [
        [t('contact.contact'), c.contactName, null],
        [t('contact.telephone'), c.telephone, 'tel'],
        [t('contact.address'), c.address, null],
      ];
  return (
    <Page title={t('contact.title')}>
      <div className="ob-page">
        <section className="ob-card">
          <h2 className="ob-card__title">{organization.data?.organizationName ?? t('contact.consult')}</h2>
          <List className="ob-card__list" data-testid="service-contact">
            {rows.map(([label, value, link]) => (
              <List.Item
                key={label}
                className="ob-row"
                extra={
                  <span className="ob-row__value">
                    {value && link ? (
                      <a href={`${link === 'tel' ? 'tel' : 'mailto'}:${value}`}>{value}</a>
                    ) : (
                      value || '—'
                    )}
                  </span>
                }
              >
                {label}
              </List.Item>
            ))}
          </List>
        </section>
        <p className="ob-note">{c.shanghai ? t('contact.shanghaiTip') : t('contact.elsewhereTip')}</p>
      </div>
    </Page>
  );
}
