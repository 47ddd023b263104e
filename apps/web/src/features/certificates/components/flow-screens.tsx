import type { TAddress } from '@ehome/shared/address/schemas';
import { addressLine } from '@ehome/shared/certificates/rules';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { useAddressBook } from '../../../ui/address-book';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useExtractions, useQuote } from '../api';
import { PickupDate, PickupList, QuoteCard } from './parts';

/*
 * The three steps every certificate goes through to reach its owner, the same for a proof (spec 3
 * §2.2 /Materialcollection, /Materialexpressaddress, /Materialdoortodoor) and the resignation
 * certificate (§2.3 /Resignationchoice, /Resignationinformationaddress, /Doortodoor): choose courier
 * or self-pickup, then the recipient or the pickup point and date, each with the fee and the
 * promised date before submit. The pages only say which certificate, where back and next lead, and
 * which call files it.
 */

type TType = 1 | 2 | 3;
export const certificateDetailPath = (applyId: string) =>
  `/CertificateDetail?ApplyId=${encodeURIComponent(applyId)}`;

/** Files the request; toasts 申请成功 and opens its detail. Refusals are toasted by the http client. */
function useFiling() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  return async (file: () => Promise<{ applyId: string }>) => {
    try {
      const done = await file();
      showToast(t('applied'));
      navigate(certificateDetailPath(done.applyId), { replace: true });
    } catch {
      // toasted by the http client (申请失败 reasons)
    }
  };
}

/** Courier (to pay on delivery) or self-pickup. */
export function DeliveryModeScreen(props: {
  typeName: string;
  initialMode: 1 | 2;
  onBack: () => void;
  onNext: (mode: 1 | 2) => void;
}) {
  const { t } = useTranslation('certificates');
  const [mode, setMode] = useState<1 | 2>(props.initialMode);
  return (
    <Page title={t('collection.title')} onBack={props.onBack}>
      <div className="cert-page">
        <p className="cert-muted">{t('collection.for', { name: props.typeName })}</p>
        <div className="cert-options">
          {([1, 2] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              className={`cert-option${mode === m ? ' cert-option--on' : ''}`}
              onClick={() => setMode(m)}
            >
              <span className="cert-radio" />
              <span className="cert-option__main">
                <strong>{t(`mode.${m}`)}</strong>
                <small>{t(`mode.hint.${m}`)}</small>
              </span>
            </button>
          ))}
        </div>
      </div>
      <div className="cert-bar">
        <Button color="primary" block onClick={() => props.onNext(mode)}>
          {t('next')}
        </Button>
      </div>
    </Page>
  );
}

/** The recipient from the address book (the chosen one, else the default), edit, fee, confirm. */
export function CourierRecipientScreen(props: {
  type: TType;
  /** The address chosen on the address list (?addressID=). */
  wantedAddressId: string | null;
  onBack: () => void;
  /** Opens the address list, with the current address selected. */
  onPickAddress: (addressId: string | null) => void;
  file: (addressId: string) => Promise<{ applyId: string }>;
  pending: boolean;
}) {
  const { t } = useTranslation('certificates');
  const book = useAddressBook();
  const address: TAddress | undefined =
    book.data?.find((a) => a.addressId === props.wantedAddressId) ??
    book.data?.find((a) => a.isDefault) ??
    book.data?.[0];
  const quote = useQuote(address ? { type: props.type, mode: 1, addressID: address.addressId } : null);
  const filing = useFiling();
  const pick = () => props.onPickAddress(address?.addressId ?? null);
  const submit = () => {
    if (!address) {
      showToast(t('address.editFirst'));
      return;
    }
    void filing(() => props.file(address.addressId));
  };
  return (
    <Page title={t('express.title')} onBack={props.onBack}>
      <div className="cert-page">
        {book.isPending ? <PageLoading /> : null}
        {book.data && !address ? (
          <section className="cert-card">
            <p className="cert-muted">{t('address.none')}</p>
            <Button color="primary" fill="outline" block onClick={pick}>
              {t('address.add')}
            </Button>
          </section>
        ) : null}
        {address ? (
          <section className="cert-card recipient" aria-label={t('express.recipient')}>
            <h2 className="cert-card__title">
              <span>{t('express.recipient')}</span>
              <Button size="mini" fill="outline" onClick={pick}>
                {t('address.edit')}
              </Button>
            </h2>
            <p>
              <strong>{address.userName}</strong> {address.tel}
            </p>
            <p className="cert-muted">
              {addressLine(address.addressProvince, address.addressCity, address.area, address.streetName)}
            </p>
          </section>
        ) : null}
        <p className="cert-muted">{t('express.toPay')}</p>
        <QuoteCard quote={quote.data} />
      </div>
      <div className="cert-bar">
        <Button
          color="primary"
          block
          loading={props.pending}
          disabled={!address || !quote.data}
          onClick={submit}
        >
          {t('confirm')}
        </Button>
      </div>
    </Page>
  );
}

/** A pickup point (addressType 1 proofs, 2 resignation) and the date, fee, confirm. */
export function PickupScreen(props: {
  type: TType;
  onBack: () => void;
  file: (pick: { extractionId: string; date: string | null }) => Promise<{ applyId: string }>;
  pending: boolean;
}) {
  const { t } = useTranslation('certificates');
  const points = useExtractions(props.type === 2 ? 2 : 1);
  const quote = useQuote({ type: props.type, mode: 2 });
  const [selected, setSelected] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const filing = useFiling();
  const submit = () => {
    if (!selected) {
      showToast(t('pickup.choose'));
      return;
    }
    void filing(() =>
      props.file({ extractionId: selected, date: date || quote.data?.earliestPickupDate || null }),
    );
  };
  return (
    <Page title={t('pickup.title')} onBack={props.onBack}>
      <div className="cert-page">
        {points.data ? (
          <PickupList points={points.data} selected={selected} onSelect={setSelected} />
        ) : (
          <PageLoading />
        )}
        <section className="cert-card">
          <PickupDate quote={quote.data} value={date} onChange={setDate} />
        </section>
        <QuoteCard quote={quote.data} pickupDate={date} />
      </div>
      <div className="cert-bar">
        <Button color="primary" block loading={props.pending} disabled={!selected} onClick={submit}>
          {t('confirm')}
        </Button>
      </div>
    </Page>
  );
}
