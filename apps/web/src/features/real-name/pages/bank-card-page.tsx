import { checkRealNameForm, type TRealNameForm } from '@ehome/shared/real-name/rules';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { progressPath, resultPath, useRealNameStatus, useSubmitVerification } from '../api';
import { DevelopmentBanner } from '../components/parts';
import '../real-name.css';

const FIELDS = [
  { key: 'name', inputMode: 'text', max: 20 },
  { key: 'idNumber', inputMode: 'text', max: 18 },
  { key: 'bankCard', inputMode: 'numeric', max: 32 },
  { key: 'mobile', inputMode: 'tel', max: 11 },
] as const;

/** The phone's date: the server checks the ID's age against its own. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * /bankCardVerification: the four elements of the bank-card check (spec 3 §5: Chinese name 2-20,
 * national ID with its check character, card 11-26 digits starting 1-9, mobile 13-19). Checked here
 * with the server's rules first; the server checks again and counts the attempt.
 */
export function BankCardPage() {
  const { t } = useTranslation('realName');
  const navigate = useNavigate();
  const status = useRealNameStatus();
  const submit = useSubmitVerification();
  const [form, setForm] = useState<TRealNameForm>({ name: '', idNumber: '', bankCard: '', mobile: '' });
  const [error, setError] = useState<{ field: keyof TRealNameForm; message: string } | null>(null);

  const send = async () => {
    if (submit.isPending) return;
    const checked = checkRealNameForm(form, localToday());
    if (!checked.ok) {
      const message = serverMessage(checked.key);
      setError({ field: checked.field, message });
      showToast(message);
      return;
    }
    setError(null);
    try {
      const attempt = await submit.mutateAsync(checked.values);
      navigate(attempt.status === 'pending' ? progressPath(attempt.id) : resultPath(attempt.id), {
        replace: true,
      });
    } catch {
      // The server's refusal (limit reached, ID verified by someone else ...) was toasted.
    }
  };

  return (
    <Page title={t('form.title')}>
      <div className="rn-page">
        <DevelopmentBanner show={status.data?.development ?? false} />
        <p className="rn-muted">{t('form.hint')}</p>
        <section className="rn-card">
          {FIELDS.map((f) => (
            <div className="rn-field" key={f.key}>
              <label className="rn-field__label" htmlFor={`rn-${f.key}`}>
                {t(`field.${f.key}`)}
              </label>
              <Input
                id={`rn-${f.key}`}
                value={form[f.key]}
                inputMode={f.inputMode}
                maxLength={f.max}
                autoComplete="off"
                placeholder={t(`placeholder.${f.key}`)}
                onChange={(value) => setForm((old) => ({ ...old, [f.key]: value }))}
                clearable
              />
              {error?.field === f.key ? (
                <p className="rn-error" role="alert">
                  {error.message}
                </p>
              ) : null}
            </div>
          ))}
        </section>
        {status.data ? (
          <p className="rn-muted">
            {t('attemptsLeft', { count: status.data.attemptsLeft, max: status.data.attemptsPerDay })}
          </p>
        ) : null}
        <Button block color="primary" size="large" loading={submit.isPending} onClick={() => void send()}>
          {t('form.submit')}
        </Button>
      </div>
    </Page>
  );
}
