import { checkLogin, type TLoginErrors, type TLoginFields } from '@ehome/shared/account/login-rules';
import Button from 'antd-mobile/es/components/button';
import SafeArea from 'antd-mobile/es/components/safe-area';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LANGUAGE_NAMES, loadNamespaces, validationMessage } from '../../../platform/i18n';
import { afterLoginPath } from '../../../platform/paths';
import { useSessionStore } from '../../../platform/session-store';
import { login } from '../api/login';
import { BrandLogo } from '../components/brand-logo';

// This page is the first load, so it carries no form library: react-hook-form alone would break the
// 120 KB budget (see the report). For the same reason its two fields are native inputs styled like
// antd-mobile's (app.css), not antd-mobile's Input (2.7 KB gzipped with its styles), and the rule is
// the shared checkLogin (the server schema's limits without zod). The server messages (one language)
// are fetched only when there is an error to show: a user who types both fields never downloads it.
const loadMessages = () => loadNamespaces(['messages']);

/** /ehomeLogin and /login: user name and password; comes back to the page that asked for login. */
export function LoginPage() {
  const { t } = useTranslation(['account', 'common']);
  const [params] = useSearchParams();
  const token = useSessionStore((state) => state.token);
  const language = useSessionStore((state) => state.language);
  const [values, setValues] = useState<TLoginFields>({ userName: '', password: '' });
  const [errors, setErrors] = useState<TLoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  // Signing in sets the token, so this also performs the redirect after a successful login.
  if (token) return <Navigate to={afterLoginPath(params.get('redirect'))} replace />;

  const change = (field: keyof TLoginFields) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const checked = checkLogin(values);
      if (!checked.data) await loadMessages();
      setErrors(checked.errors);
      if (checked.data) await login(checked.data);
    } catch {
      // The HTTP client has shown the server's message; the user corrects the form and retries.
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError = (field: keyof TLoginFields) =>
    errors[field] ? (
      <p className="field__error" id={`${field}-error`} role="alert">
        {validationMessage(errors[field], field)}
      </p>
    ) : null;

  return (
    <div className="login">
      <header className="login__header">
        <SafeArea position="top" />
        <Link className="login__language" to="/selectLanuage">
          {LANGUAGE_NAMES[language]}
        </Link>
        <BrandLogo />
        <h1 className="login__title">{t('common:appName')}</h1>
        <p className="login__tagline">{t('login.tagline')}</p>
      </header>
      <form className="login__card" noValidate onSubmit={(event) => void submit(event)}>
        <label className="field" htmlFor="userName">
          <span className="field__label">{t('login.userName')}</span>
          <input
            id="userName"
            name="userName"
            className="field__input"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('login.userNamePlaceholder')}
            aria-invalid={Boolean(errors.userName)}
            value={values.userName}
            onChange={(event) => change('userName')(event.target.value)}
          />
        </label>
        {fieldError('userName')}
        <label className="field" htmlFor="password">
          <span className="field__label">{t('login.password')}</span>
          <span className="field__row">
            <input
              id="password"
              name="password"
              className="field__input"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              aria-invalid={Boolean(errors.password)}
              value={values.password}
              onChange={(event) => change('password')(event.target.value)}
            />
            <button
              type="button"
              className="field__eye"
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon open={showPassword} />
            </button>
          </span>
        </label>
        {fieldError('password')}
        <Button
          className="login__submit"
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={submitting}
        >
          {t('login.submit')}
        </Button>
        <p className="login__links">
          <Link to="/Userregistrationprotocol">{t('login.register')}</Link>
          <Link to="/forgetPassword">{t('login.forgot')}</Link>
        </p>
      </form>
      <SafeArea position="bottom" />
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}
