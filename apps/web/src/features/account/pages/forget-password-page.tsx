import '../account-security-catalogue';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { CodePasswordForm } from '../components/code-password-form';

/** /forgetPassword: mobile -> code by SMS -> new password and repeat -> done (every session logged out). */
export function ForgetPasswordPage() {
  const { t } = useTranslation('accountSecurity');
  return (
    <Page title={t('forget.title')}>
      <CodePasswordForm purpose="reset" />
    </Page>
  );
}
