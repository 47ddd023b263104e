import type { TAddress } from '@ehome/shared/address/schemas';
import { addressLine } from '@ehome/shared/certificates/rules';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { useSessionStore } from '../../../platform/session-store';
import { AddressBook, useAddressBook } from '../../../ui/address-book';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { RequireCertificateFlag } from '../access';
import { checkTransact, useApplyCertificate, useExtractions, useMyCertificates, useQuote } from '../api';
import {
  PickupDate,
  PickupList,
  QuoteCard,
  StateTag,
  TemplatePreview,
  useTypeName,
} from '../components/parts';
import { proofsOf } from '../flags';
import '../certificates.css';

/** The proof type of the flow (?type=1 on-job, 3 income); anything else is on-job. */
const typeOf = (params: URLSearchParams) => (params.get('type') === '3' ? 3 : 1);
const detailPath = (applyId: string) => `/CertificateDetail?ApplyId=${encodeURIComponent(applyId)}`;

/** /Openproof (spec 3 §2.2): on-the-job or income certificate, with a template preview and apply. */
export function OpenProofPage() {
  return (
    <RequireCertificateFlag need="proof">
      <OpenProof />
    </RequireCertificateFlag>
  );
}

function OpenProof() {
  const { t } = useTranslation('certificates');
  const typeName = useTypeName();
  const navigate = useNavigate();
  const info = useSessionStore((s) => s.userInfo);
  const offered = proofsOf(info);
  const mine = useMyCertificates();
  const [busy, setBusy] = useState<number | null>(null);
  const apply = async (type: number) => {
    setBusy(type);
    try {
      await checkTransact(type);
      navigate(`/Materialcollection?type=${type}`);
    } catch {
      // The server's refusal (您收入证明正在办理中 ...) was toasted by the http client.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Page title={t('proof.title')}>
      <div className="cert-page">
        {offered.length === 0 ? <p className="cert-state">{t('proof.none')}</p> : null}
        {offered.map((type) => (
          <section key={type} className="cert-card proof-option" aria-label={typeName(type)}>
            <h2 className="cert-card__title">
              <span>{typeName(type)}</span>
              <Button size="small" color="primary" loading={busy === type} onClick={() => void apply(type)}>
                {t('proof.apply')}
              </Button>
            </h2>
            <p className="cert-muted">{t(`proof.hint.${type}`)}</p>
            <TemplatePreview type={type} />
          </section>
        ))}
        {mine.data && mine.data.length > 0 ? (
          <section className="cert-card">
            <h2 className="cert-card__title">{t('proof.history')}</h2>
            <ul className="cert-list">
              {mine.data.map((r) => (
                <li key={r.applyId}>
                  <Link className="cert-row" to={detailPath(r.applyId)}>
                    <span className="cert-row__main">
                      <strong>{typeName(r.type)}</strong>
                      <small>
                        {r.applyNo} · {r.createTime.slice(0, 10)}
                      </small>
                    </span>
                    <StateTag state={r.state} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Page>
  );
}

/** /Materialcollection?type (&door=1 on return): courier to pay, or door pickup. */
export function MaterialCollectionPage() {
  return (
    <RequireCertificateFlag need="proof">
      <MaterialCollection />
    </RequireCertificateFlag>
  );
}

function MaterialCollection() {
  const { t } = useTranslation('certificates');
  const typeName = useTypeName();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = typeOf(params);
  const [mode, setMode] = useState<1 | 2>(params.get('door') === '1' ? 2 : 1);
  const next = () =>
    navigate(mode === 1 ? `/Materialexpressaddress?type=${type}` : `/Materialdoortodoor?type=${type}`);
  return (
    <Page title={t('collection.title')} onBack={() => navigate('/Openproof')}>
      <div className="cert-page">
        <p className="cert-muted">{t('collection.for', { name: typeName(type) })}</p>
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
        <Button color="primary" block onClick={next}>
          {t('next')}
        </Button>
      </div>
    </Page>
  );
}

/** /Materialexpressaddress?type&addressID: the recipient, edit, the fee to pay on delivery, confirm. */
export function MaterialExpressAddressPage() {
  return (
    <RequireCertificateFlag need="proof">
      <MaterialExpressAddress />
    </RequireCertificateFlag>
  );
}

function MaterialExpressAddress() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = typeOf(params);
  const book = useAddressBook();
  const wanted = params.get('addressID');
  const address: TAddress | undefined =
    book.data?.find((a) => a.addressId === wanted) ?? book.data?.find((a) => a.isDefault) ?? book.data?.[0];
  const quote = useQuote(address ? { type, mode: 1, addressID: address.addressId } : null);
  const apply = useApplyCertificate();
  const pick = () =>
    navigate(`/Materialcollectionaddres?type=${type}${address ? `&addressID=${address.addressId}` : ''}`);
  const submit = async () => {
    if (!address) {
      showToast(t('address.editFirst'));
      return;
    }
    try {
      const done = await apply.mutateAsync({ type, mode: 1, addressID: address.addressId });
      showToast(t('applied'));
      navigate(detailPath(done.applyId), { replace: true });
    } catch {
      // toasted by the http client (申请失败 reasons)
    }
  };
  return (
    <Page title={t('express.title')} onBack={() => navigate(`/Materialcollection?type=${type}`)}>
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

/** /Materialcollectionaddres?type&addressID: the address book; choosing goes back to the recipient. */
export function MaterialCollectionAddressPage() {
  return (
    <RequireCertificateFlag need="proof">
      <MaterialCollectionAddress />
    </RequireCertificateFlag>
  );
}

function MaterialCollectionAddress() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = typeOf(params);
  const back = (id?: string) =>
    navigate(`/Materialexpressaddress?type=${type}${id ? `&addressID=${encodeURIComponent(id)}` : ''}`, {
      replace: true,
    });
  return (
    <Page title={t('address.title')} onBack={() => back(params.get('addressID') ?? undefined)}>
      <AddressBook allowDelete selectedId={params.get('addressID')} onSelect={(a) => back(a.addressId)} />
    </Page>
  );
}

/** /Materialdoortodoor?type: a pickup point and a date (default and earliest: the first working day from today + 3). */
export function MaterialDoorToDoorPage() {
  return (
    <RequireCertificateFlag need="proof">
      <MaterialDoorToDoor />
    </RequireCertificateFlag>
  );
}

function MaterialDoorToDoor() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = typeOf(params);
  const points = useExtractions(1);
  const quote = useQuote({ type, mode: 2 });
  const [selected, setSelected] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const apply = useApplyCertificate();
  const submit = async () => {
    if (!selected) {
      showToast(t('pickup.choose'));
      return;
    }
    try {
      const done = await apply.mutateAsync({
        type,
        mode: 2,
        extractionID: selected,
        extractionDate: date || quote.data?.earliestPickupDate || null,
      });
      showToast(t('applied'));
      navigate(detailPath(done.applyId), { replace: true });
    } catch {
      // toasted by the http client
    }
  };
  return (
    <Page title={t('pickup.title')} onBack={() => navigate(`/Materialcollection?type=${type}&door=1`)}>
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
