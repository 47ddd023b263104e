import type { TAddress } from '@ehome/shared/address/schemas';
import { addressLine } from '@ehome/shared/certificates/rules';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { AddressBook, useAddressBook } from '../../../ui/address-book';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { RequireCertificateFlag } from '../access';
import { checkTransact, handleFire, useEmpLeave, useEmpLeaveApply, useExtractions, useQuote } from '../api';
import { PickupDate, PickupList, QuoteCard, StateTag } from '../components/parts';
import '../certificates.css';

const RESIGNATION = 2;
const detailPath = (applyId: string) => `/CertificateDetail?ApplyId=${encodeURIComponent(applyId)}`;

/** /Resignationinformation (spec 3 §2.3): the resignation certificate's state, or the way to ask for it. */
export function ResignationInformationPage() {
  return (
    <RequireCertificateFlag need="resignation">
      <ResignationInformation />
    </RequireCertificateFlag>
  );
}

function ResignationInformation() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const record = useEmpLeave();
  const [busy, setBusy] = useState(false);
  useEffect(() => handleFire(), []);
  const start = async () => {
    setBusy(true);
    try {
      await checkTransact(RESIGNATION);
      navigate('/Resignationchoice');
    } catch {
      // 您离职证明正在办理中 was toasted
    } finally {
      setBusy(false);
    }
  };
  const r = record.data;
  return (
    <Page title={t('resignation.title')}>
      <div className="cert-page">
        <section className="cert-card">
          <h2 className="cert-card__title">{t('type.2')}</h2>
          <p className="cert-muted">{t('resignation.intro')}</p>
        </section>
        {record.isPending ? <PageLoading /> : null}
        {r ? (
          <section className="cert-card" aria-label={t('resignation.current')}>
            <h2 className="cert-card__title">
              <span>{t('resignation.current')}</span>
              <StateTag state={r.handleState} />
            </h2>
            <dl className="cert-rows">
              <dt>{t('detail.applyNo')}</dt>
              <dd>{r.applyNo}</dd>
              <dt>{t('detail.mode')}</dt>
              <dd>{t(`mode.${r.receiveWay}`)}</dd>
              <dt>{t(r.receiveWay === 1 ? 'detail.recipient' : 'detail.pickupPoint')}</dt>
              <dd>
                {r.addressName} {r.phoneNumber}
              </dd>
              <dt>{t('detail.address')}</dt>
              <dd>{r.receiveAddress}</dd>
              {r.receiveTime ? (
                <>
                  <dt>{t('quote.pickupDate')}</dt>
                  <dd>{r.receiveTime}</dd>
                </>
              ) : null}
              <dt>{t('quote.promised')}</dt>
              <dd>{r.promisedDate}</dd>
            </dl>
            <Button size="small" fill="none" color="primary" onClick={() => navigate(detailPath(r.applyId))}>
              {t('detail.open')}
            </Button>
          </section>
        ) : null}
      </div>
      <div className="cert-bar">
        <Button color="primary" block loading={busy} onClick={() => void start()}>
          {t('resignation.apply')}
        </Button>
      </div>
    </Page>
  );
}

/** /Resignationchoice: courier (to pay) or door pickup for the resignation certificate. */
export function ResignationChoicePage() {
  return (
    <RequireCertificateFlag need="resignation">
      <ResignationChoice />
    </RequireCertificateFlag>
  );
}

function ResignationChoice() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<1 | 2>(params.get('door') === '1' ? 2 : 1);
  return (
    <Page title={t('collection.title')} onBack={() => navigate('/Resignationinformation')}>
      <div className="cert-page">
        <p className="cert-muted">{t('collection.for', { name: t('type.2') })}</p>
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
        <Button
          color="primary"
          block
          onClick={() => navigate(mode === 1 ? '/Resignationinformationaddress' : '/Doortodoor')}
        >
          {t('next')}
        </Button>
      </div>
    </Page>
  );
}

/** /Resignationinformationaddress?addressID: where the courier brings it (fee to pay on delivery). */
export function ResignationInformationAddressPage() {
  return (
    <RequireCertificateFlag need="resignation">
      <ResignationInformationAddress />
    </RequireCertificateFlag>
  );
}

function ResignationInformationAddress() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const book = useAddressBook();
  const wanted = params.get('addressID');
  const address: TAddress | undefined =
    book.data?.find((a) => a.addressId === wanted) ?? book.data?.find((a) => a.isDefault) ?? book.data?.[0];
  const quote = useQuote(address ? { type: RESIGNATION, mode: 1, addressID: address.addressId } : null);
  const apply = useEmpLeaveApply();
  const pick = () => navigate(`/Fillingoutaddress${address ? `?addressID=${address.addressId}` : ''}`);
  const submit = async () => {
    if (!address) {
      showToast(t('address.editFirst'));
      return;
    }
    try {
      const done = await apply.mutateAsync({ receiveWay: 1, addressID: address.addressId });
      showToast(t('applied'));
      navigate(detailPath(done.applyId), { replace: true });
    } catch {
      // toasted by the http client
    }
  };
  return (
    <Page title={t('express.title')} onBack={() => navigate('/Resignationchoice')}>
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
          loading={apply.isPending}
          disabled={!address || !quote.data}
          onClick={() => void submit()}
        >
          {t('confirm')}
        </Button>
      </div>
    </Page>
  );
}

/** /Fillingoutaddress?addressID: the address book for the resignation certificate's courier. */
export function FillingOutAddressPage() {
  return (
    <RequireCertificateFlag need="resignation">
      <FillingOutAddress />
    </RequireCertificateFlag>
  );
}

function FillingOutAddress() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = (id?: string | null) =>
    navigate(`/Resignationinformationaddress${id ? `?addressID=${encodeURIComponent(id)}` : ''}`, {
      replace: true,
    });
  return (
    <Page title={t('address.title')} onBack={() => back(params.get('addressID'))}>
      <AddressBook allowDelete selectedId={params.get('addressID')} onSelect={(a) => back(a.addressId)} />
    </Page>
  );
}

/** /Doortodoor: a resignation pickup point and the date (default and earliest: the first working day from today + 3). */
export function DoorToDoorPage() {
  return (
    <RequireCertificateFlag need="resignation">
      <DoorToDoor />
    </RequireCertificateFlag>
  );
}

function DoorToDoor() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const points = useExtractions(2);
  const quote = useQuote({ type: RESIGNATION, mode: 2 });
  const [selected, setSelected] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const apply = useEmpLeaveApply();
  const submit = async () => {
    if (!selected) {
      showToast(t('pickup.choose'));
      return;
    }
    try {
      const done = await apply.mutateAsync({
        receiveWay: 2,
        extractionID: selected,
        receiveTime: date || quote.data?.earliestPickupDate || null,
      });
      showToast(t('applied'));
      navigate(detailPath(done.applyId), { replace: true });
    } catch {
      // toasted by the http client
    }
  };
  return (
    <Page title={t('pickup.title')} onBack={() => navigate('/Resignationchoice?door=1')}>
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
        <Button
          color="primary"
          block
          loading={apply.isPending}
          disabled={!selected}
          onClick={() => void submit()}
        >
          {t('confirm')}
        </Button>
      </div>
    </Page>
  );
}
