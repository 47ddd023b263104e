import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page';
import '../account-security-catalogue';

const SECTIONS = ['terms', 'privacy'] as const;
const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

/** /Userregistrationprotocol: the user agreement and the privacy notice; agreeing leads to /Password. */
export function RegistrationProtocolPage() {
  const { t } = useTranslation('accountSecurity');
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  return (
    <Page title={t('protocol.title')}>
      <div className="as-page">
        <article className="as-protocol">
          {SECTIONS.map((section) => (
            <section key={section}>
              <h2>{t(`protocol.${section}.title`)}</h2>
              {PARAGRAPHS.map((p) => (
                <p key={p}>{t(`protocol.${section}.${p}`)}</p>
              ))}
            </section>
          ))}
        </article>
        <label className="as-agree">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          {t('protocol.agree')}
        </label>
        <Button block color="primary" size="large" disabled={!agreed} onClick={() => navigate('/Password')}>
          {t('protocol.continue')}
        </Button>
      </div>
    </Page>
  );
}
