import type { TEmpBaseView } from '@ehome/shared/onboarding/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServiceContact } from '../api/onboarding';

/** Name, number, photo and the consulting contact (Shanghai: the operator; elsewhere the organisation). */
export function ContactCard({ view }: { view: TEmpBaseView }) {
  const { t } = useTranslation('onboarding');
  const contact = useServiceContact();
  const c = contact.data;
  return (
    <section className="ob-card ob-card--padded ob-head" data-testid="entry-head">
      <div className="ob-head__person">
        {view.wxImage ? (
          <img className="ob-head__photo" src={view.wxImage} alt="" />
        ) : (
          <span className="ob-head__photo ob-head__photo--initial" aria-hidden="true">
            {Array.from(view.employeeName)[0] ?? ''}
          </span>
        )}
        <div>
          <p className="ob-head__name">{view.employeeName}</p>
          <p className="ob-head__no">
            {t('entry.employeeId')} {view.employeeID}
          </p>
        </div>
      </div>
      {c ? (
        <div className="ob-head__contact" data-testid="consult-contact">
          <p className="ob-head__label">{t('contact.consult')}</p>
          {c.shanghai ? (
            <>
              <p>
                {t('contact.operator')} {c.operatorName || '—'}
              </p>
              <p>
                {t('contact.phone')}{' '}
                {c.operatorPhone ? <a href={`tel:${c.operatorPhone}`}>{c.operatorPhone}</a> : '—'}
              </p>
              <p>
                {t('contact.email')} {c.operatorEmail || '—'}
              </p>
            </>
          ) : (
            <>
              <p>
                {t('contact.contact')} {c.contactName || '—'}
              </p>
              <p>
                {t('contact.telephone')}{' '}
                {c.telephone ? <a href={`tel:${c.telephone}`}>{c.telephone}</a> : '—'}
              </p>
              <p>
                {t('contact.address')} {c.address || '—'}
              </p>
            </>
          )}
          <Link className="ob-head__more" to="/EntrymanagementCertificatesDetail">
            {t('contact.more')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
