import { groupThousands } from '@ehome/shared/calculators/money';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../ui/page-loading';
import { useReauthenticate, useReauthOpen } from './api';
import './pay-records.css';

/** 12345.5 -> "12,345.50" (the API's yuan with 2 decimals). */
export function money(yuan: number): string {
  return groupThousands(yuan.toFixed(2));
}

/** A month's short name in the page's language (10月, Oct, 10月) from Intl, no catalogue needed. */
export function useMonthName(): (month: string) => string {
  const { i18n } = useTranslation();
  return (month) =>
    new Date(Date.UTC(2000, Number(month.slice(5, 7)) - 1, 15)).toLocaleString(i18n.language, {
      month: 'short',
      timeZone: 'UTC',
    });
}

/** Asks for the login password again before the payslips open; then shows them for 5 minutes. */
export function ReauthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('payRecords');
  const open = useReauthOpen();
  const reauth = useReauthenticate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  if (open) return <>{children}</>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('reauth.required'));
      return;
    }
    setError('');
    try {
      await reauth.mutateAsync(password);
      setPassword('');
    } catch (failure) {
      setError((failure as Error).message || t('loadFailed'));
    }
  };
  return (
    <form className="pay-card pay-reauth" onSubmit={submit} aria-label={t('reauth.title')}>
      <h2 className="pay-card__title">{t('reauth.title')}</h2>
      <p className="pay-muted">{t('reauth.hint')}</p>
      <Input
        type="password"
        aria-label={t('reauth.password')}
        placeholder={t('reauth.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        className="pay-input"
      />
      {error ? (
        <p className="pay-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button block color="primary" type="submit" loading={reauth.isPending}>
        {t('reauth.submit')}
      </Button>
    </form>
  );
}

/** The year switch of the yearly views. */
export function YearSwitch({
  years,
  year,
  onChange,
}: {
  years: readonly number[];
  year: number;
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation('payRecords');
  if (years.length <= 1) return null;
  return (
    <div className="pay-years" role="tablist" aria-label={t('yearSwitch')}>
      {years.map((y) => (
        <button
          key={y}
          type="button"
          role="tab"
          aria-selected={y === year}
          className={y === year ? 'pay-chip pay-chip--on' : 'pay-chip'}
          onClick={() => onChange(y)}
        >
          {y}
        </button>
      ))}
    </div>
  );
}

/** Loading, an error or the content of a query. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: Error | null };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('payRecords');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <p className="pay-state" role="alert">
        {query.error?.message || t('loadFailed')}
      </p>
    );
  return <PageLoading />;
}

export function Rows({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="pay-rows">
      {rows.map(([label, value]) => (
        <div key={label} className="pay-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
