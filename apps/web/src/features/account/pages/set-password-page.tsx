import '../account-security-catalogue';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { CodePasswordForm } from '../components/code-password-form';

/** /Password: the account HR created gets its first password (mobile, SMS code, password). */
export function SetPasswordPage() {
  const { t } = useTranslation('accountSecurity');
  return (
    <Page title={t('register.title')}>
      <CodePasswordForm purpose="register" />
    </Page>
  );
}
