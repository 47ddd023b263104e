import type { TCertificateQuote, TExtraction } from '@ehome/shared/certificates/schemas';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A certificate's name in the reader's language (1 on-job, 2 resignation, 3 income). */
export function useTypeName() {
  const { t } = useTranslation('certificates');
  return (type: number) => t(`type.${type}`);
}

/** The state tag of a request (CERTIFICATE_STATES). */
export function StateTag({ state }: { state: number }) {
  const { t } = useTranslation('certificates');
  return <span className={`cert-tag cert-tag--${state}`}>{t(`state.${state}`)}</span>;
}

/** The template preview of /Openproof: what the certificate will look like. */
export function TemplatePreview({ type }: { type: number }) {
  const { t } = useTranslation('certificates');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button size="mini" fill="outline" onClick={() => setOpen(!open)}>
        {t(open ? 'proof.hideTemplate' : 'proof.showTemplate')}
      </Button>
      {open ? (
        <section className="cert-template" aria-label={t('proof.template')}>
          <h3>{t(`type.${type}`)}</h3>
          <p>{t(`template.${type}`)}</p>
          <p>{t('template.footer')}</p>
          <div className="cert-template__seal">
            <span>{t('template.seal')}</span>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** Fee and dates before submit (the server's quote). */
export function QuoteCard({
  quote,
  pickupDate,
}: {
  quote: TCertificateQuote | undefined;
  pickupDate?: string;
}) {
  const { t } = useTranslation('certificates');
  if (!quote) return null;
  return (
    <section className="cert-card cert-quote" aria-label={t('quote.title')}>
      <h2 className="cert-card__title">{t('quote.title')}</h2>
      <dl className="cert-rows">
        <dt>{t(quote.mode === 1 ? 'quote.courierFee' : 'quote.fee')}</dt>
        <dd className="cert-fee">
          {quote.mode === 1 ? t('quote.yuanToPay', { fee: quote.fee }) : t('quote.free')}
        </dd>
        {quote.mode === 2 ? (
          <>
            <dt>{t('quote.pickupDate')}</dt>
            <dd>{pickupDate || quote.earliestPickupDate}</dd>
          </>
        ) : null}
        <dt>{t('quote.promised')}</dt>
        <dd>{quote.promisedDate}</dd>
      </dl>
      <p className="cert-muted">{t('quote.workingDays', { days: quote.workingDays })}</p>
    </section>
  );
}

/** The pickup points to choose from (spec 3 /Materialdoortodoor, /Doortodoor). */
export function PickupList({
  points,
  selected,
  onSelect,
}: {
  points: TExtraction[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('certificates');
  return (
    <div className="cert-options">
      {points.map((p) => (
        <button
          key={p.extractionID}
          type="button"
          aria-pressed={selected === p.extractionID}
          className={`cert-option pickup-point${selected === p.extractionID ? ' cert-option--on' : ''}`}
          onClick={() => onSelect(p.extractionID)}
        >
          <span className="cert-radio" />
          <span className="cert-option__main">
            <strong>{p.extraction_name}</strong>
            <small>{t('pickup.contacts', { name: p.contacts, phone: p.phone })}</small>
            <small>{p.extraction_address}</small>
            <small>{t('pickup.workTime', { time: p.work_time })}</small>
          </span>
        </button>
      ))}
    </div>
  );
}

/** A date input bounded to the pickup window (default: the earliest, the first working day when it is ready, today + 3 at the soonest). */
export function PickupDate({
  quote,
  value,
  onChange,
}: {
  quote: TCertificateQuote | undefined;
  value: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation('certificates');
  if (!quote) return null;
  return (
    <label className="cert-field">
      <span>{t('quote.pickupDate')}</span>
      <input
        className="cert-date"
        type="date"
        min={quote.earliestPickupDate}
        max={quote.latestPickupDate}
        value={value || quote.earliestPickupDate}
        onChange={(e) => onChange(e.target.value)}
      />
      <small className="cert-muted">{t('pickup.earliest', { date: quote.earliestPickupDate })}</small>
    </label>
  );
}
