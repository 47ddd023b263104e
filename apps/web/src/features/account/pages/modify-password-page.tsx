import { checkPasswordChange } from '@ehome/shared/account/password-rules';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { useModifyPassword } from '../api/recovery';
import '../account-security-catalogue';

type TFields = { oldPassword: string; password: string; confirmPassword: string };
const FIELDS: readonly { field: keyof TFields; label: string; autoComplete: string }[] = [
  { field: 'oldPassword', label: 'modify.old', autoComplete: 'current-password' },
  { field: 'password', label: 'form.password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'form.repeat', autoComplete: 'new-password' },
];

/** /Modifypassword: old password, new and repeat; every other session is logged out, this one stays. */
export function ModifyPasswordPage() {
  const { t } = useTranslation('accountSecurity');
  const navigate = useNavigate();
  const change = useModifyPassword();
  const [form, setForm] = useState<TFields>({ oldPassword: '', password: '', confirmPassword: '' });

  const submit = () => {
    const issue = checkPasswordChange(form);
    if (issue) return showToast(serverMessage(issue.key));
    change.mutate(form, {
      onSuccess: () => {
        showToast(t('modify.done'));
        navigate('/index', { replace: true });
      },
    });
  };

  return (
    <Page title={t('modify.title')}>
      <div className="as-page">
        <div className="as-card">
          {FIELDS.map(({ field, label, autoComplete }) => (
            <div className="as-field" key={field}>
              <label className="as-field__label" htmlFor={`as-${field}`}>
                {t(label)}
              </label>
              <div className="as-field__control">
                <Input
                  id={`as-${field}`}
                  type="password"
                  autoComplete={autoComplete}
                  maxLength={field === 'oldPassword' ? 128 : 51}
                  value={form[field]}
                  onChange={(value) => setForm((f) => ({ ...f, [field]: value }))}
                />
              </div>
            </div>
          ))}
        </div>
        <p className="as-muted">{t('form.rule')}</p>
        <p className="as-muted">{t('modify.otherSessions')}</p>
        <Button block color="primary" size="large" loading={change.isPending} onClick={submit}>
          {t('modify.submit')}
        </Button>
      </div>
    </Page>
  );
}
