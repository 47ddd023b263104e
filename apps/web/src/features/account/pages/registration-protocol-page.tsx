import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page';
import '../account-security.css';

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
        <Checkbox
          checked={agreed}
          onChange={setAgreed}
          style={{ '--font-size': '14px', '--icon-size': '18px' }}
        >
          {t('protocol.agree')}
        </Checkbox>
        <Button block color="primary" size="large" disabled={!agreed} onClick={() => navigate('/Password')}>
          {t('protocol.continue')}
        </Button>
      </div>
    </Page>
  );
}
