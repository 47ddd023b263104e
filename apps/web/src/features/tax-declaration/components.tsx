import { groupThousands } from '@ehome/shared/calculators/money';
import type { TDeclaration } from '@ehome/shared/income-declaration/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** "12345.60" -> "12,345.60" (the server's yuan strings, grouped for reading). */
export const money = groupThousands;

export function Loading({ error }: { error: boolean }) {
  const { t } = useTranslation('declaration');
  return <p className="tax-state">{error ? t('loadFailed') : t('loading')}</p>;
}

/** Refund, pay or nothing, from the balance (tax - withheld). */
export function Balance({ figures }: { figures: TDeclaration['figures'] }) {
  const { t } = useTranslation('declaration');
  const balance = Number(figures.balance);
  if (balance === 0) return <p className="tax-big">{t('balance.none')}</p>;
  const pay = balance > 0;
  return (
    <div>
      <p className="tax-muted">{pay ? t('balance.pay') : t('balance.refund')}</p>
      <p className={`tax-big ${pay ? 'tax-big--pay' : 'tax-big--refund'}`}>
        ¥{money(pay ? figures.balance : figures.balance.slice(1))}
      </p>
    </div>
  );
}

const FIGURE_ROWS = [
  'wageIncome',
  'otherIncome',
  'exempt',
  'income',
  'basic',
  'social',
  'special',
  'other',
  'donations',
  'taxable',
  'taxDue',
  'relief',
  'tax',
  'withheld',
] as const;

/** The settlement step by step, as the server computed it. */
export function Figures({ figures }: { figures: TDeclaration['figures'] }) {
  const { t } = useTranslation('declaration');
  return (
    <ul className="tax-rows" aria-label={t('figures.title')}>
      {FIGURE_ROWS.map((key) => (
        <li key={key}>
          <span>{t(`figures.${key}`)}</span>
          <span className="tax-num">{money(figures[key])}</span>
        </li>
      ))}
    </ul>
  );
}

export function Field({
  label,
  error,
  children,
  htmlFor,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  htmlFor: string;
}) {
  return (
    <div className="tax-field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {error ? (
        <span className="tax-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The declaration can be changed: a draft (any time; submitting needs the window). */
export const editable = (d: TDeclaration) => d.status === 'draft';
