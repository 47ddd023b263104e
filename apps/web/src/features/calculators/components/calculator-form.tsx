import Button from 'antd-mobile/es/components/button';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DISCLAIMER_PATH } from '../calculator-routes';

/**
 * The frame of every calculator form: an intro line, the fields, the calculate button and the
 * disclaimer link (spec 2 §2). Submitting with the keyboard's "go" works like the button.
 */
export function CalculatorForm({
  intro,
  children,
  onSubmit,
  busy,
  submitLabel,
}: {
  intro?: ReactNode;
  children: ReactNode;
  onSubmit: () => void;
  busy: boolean;
  submitLabel?: string;
}) {
  const { t } = useTranslation('calculators');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="calc-form" onSubmit={submit} noValidate>
      {intro && <p className="calc-form__intro">{intro}</p>}
      <div className="calc-form__fields">{children}</div>
      <div className="calc-form__actions">
        <Button block type="submit" color="primary" size="large" loading={busy}>
          {submitLabel ?? t('calculate')}
        </Button>
        <Link className="calc-form__disclaimer" to={DISCLAIMER_PATH}>
          {t('disclaimerLink')}
        </Link>
      </div>
    </form>
  );
}
