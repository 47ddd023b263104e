import type { TServiceContact } from '@ehome/shared/onboarding/schemas';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../../platform/http';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import '../support.css';

/** The common admin services reached from the assistant (paths of existing screens). */
const QUICK_LINKS = [
  '/Openproof',
  '/Resignationinformation',
  '/Entryservice',
  '/ApplicationInquiry',
  '/Mycustomerservice',
  '/Employeetesting',
];

/**
 * /Administrativeassistant: the company's HR/admin contact (the onboarding module's
 * GetEmployeeServcieContact) and quick links to the common admin services.
 */
export function AdministrativeAssistantPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const contact = useQuery({
    queryKey: ['support', 'contact'],
    queryFn: () => http.get<TServiceContact>('/api/CIICEService/GetEmployeeServcieContact'),
    staleTime: 300_000,
  });
  const c = contact.data;
  return (
    <Page title={t('assistant.title')}>
      <div className="support-page">
        <section className="support-card support-contact">
          <h2>{t('assistant.contact')}</h2>
          {!c ? (
            contact.isError ? (
              <p className="support-muted">{t('loadFailed')}</p>
            ) : (
              <PageLoading />
            )
          ) : (
            <>
              <p>
                {c.operatorName || c.contactName}
                {c.operatorPhone || c.telephone ? (
                  <>
                    {' · '}
                    <a href={`tel:${(c.operatorPhone || c.telephone).replace(/\s/g, '')}`}>
                      {c.operatorPhone || c.telephone}
                    </a>
                  </>
                ) : null}
              </p>
              {c.operatorEmail ? (
                <p>
                  <a href={`mailto:${c.operatorEmail}`}>{c.operatorEmail}</a>
                </p>
              ) : null}
              {c.address ? <p className="support-muted">{c.address}</p> : null}
              <p className="support-muted">{t('assistant.hours')}</p>
            </>
          )}
        </section>
        <List header={t('assistant.quick')}>
          {QUICK_LINKS.map((path) => (
            <List.Item key={path} onClick={() => navigate(path)}>
              {t(`link.${path.slice(1)}`)}
            </List.Item>
          ))}
        </List>
      </div>
    </Page>
  );
}
