import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '../../../platform/session-store';
import { AddressBook } from '../../../ui/address-book';
import { Page } from '../../../ui/page';
import { RequireCertificateFlag } from '../access';
import { checkTransact, useApplyCertificate, useMyCertificates } from '../api';
import {
  CourierRecipientScreen,
  certificateDetailPath,
  DeliveryModeScreen,
  PickupScreen,
} from '../components/flow-screens';
import { StateTag, TemplatePreview, useTypeName } from '../components/parts';
import { proofsOf } from '../flags';
import '../certificates.css';

/** The proof type of the flow (?type=1 on-job, 3 income); anything else is on-job. */
const typeOf = (params: URLSearchParams) => (params.get('type') === '3' ? 3 : 1);

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
                  <Link className="cert-row" to={certificateDetailPath(r.applyId)}>
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
  const typeName = useTypeName();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = typeOf(params);
  return (
    <DeliveryModeScreen
      typeName={typeName(type)}
      initialMode={params.get('door') === '1' ? 2 : 1}
      onBack={() => navigate('/Openproof')}
      onNext={(mode) =>
        navigate(mode === 1 ? `/Materialexpressaddress?type=${type}` : `/Materialdoortodoor?type=${type}`)
      }
    />
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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = typeOf(params);
  const apply = useApplyCertificate();
  return (
    <CourierRecipientScreen
      type={type}
      wantedAddressId={params.get('addressID')}
      onBack={() => navigate(`/Materialcollection?type=${type}`)}
      onPickAddress={(id) =>
        navigate(`/Materialcollectionaddres?type=${type}${id ? `&addressID=${id}` : ''}`)
      }
      file={(addressID) => apply.mutateAsync({ type, mode: 1, addressID })}
      pending={apply.isPending}
    />
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

/** /Materialdoortodoor?type: a pickup point and a date (default and earliest: the first working day when it is ready, today + 3 at the soonest). */
export function MaterialDoorToDoorPage() {
  return (
    <RequireCertificateFlag need="proof">
      <MaterialDoorToDoor />
    </RequireCertificateFlag>
  );
}

function MaterialDoorToDoor() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = typeOf(params);
  const apply = useApplyCertificate();
  return (
    <PickupScreen
      type={type}
      onBack={() => navigate(`/Materialcollection?type=${type}&door=1`)}
      file={({ extractionId, date }) =>
        apply.mutateAsync({ type, mode: 2, extractionID: extractionId, extractionDate: date })
      }
      pending={apply.isPending}
    />
  );
}
