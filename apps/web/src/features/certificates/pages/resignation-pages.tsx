import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressBook } from '../../../ui/address-book';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { RequireCertificateFlag } from '../access';
import { checkTransact, handleFire, useEmpLeave, useEmpLeaveApply } from '../api';
import {
  CourierRecipientScreen,
  certificateDetailPath,
  DeliveryModeScreen,
  PickupScreen,
} from '../components/flow-screens';
import { StateTag } from '../components/parts';
import '../certificates.css';

const RESIGNATION = 2 as const;

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
            <Button
              size="small"
              fill="none"
              color="primary"
              onClick={() => navigate(certificateDetailPath(r.applyId))}
            >
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
  return (
    <DeliveryModeScreen
      typeName={t('type.2')}
      initialMode={params.get('door') === '1' ? 2 : 1}
      onBack={() => navigate('/Resignationinformation')}
      onNext={(mode) => navigate(mode === 1 ? '/Resignationinformationaddress' : '/Doortodoor')}
    />
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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const apply = useEmpLeaveApply();
  return (
    <CourierRecipientScreen
      type={RESIGNATION}
      wantedAddressId={params.get('addressID')}
      onBack={() => navigate('/Resignationchoice')}
      onPickAddress={(id) => navigate(`/Fillingoutaddress${id ? `?addressID=${id}` : ''}`)}
      file={(addressID) => apply.mutateAsync({ receiveWay: 1, addressID })}
      pending={apply.isPending}
    />
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

/** /Doortodoor: a resignation pickup point and the date (default and earliest: the first working day when it is ready, today + 3 at the soonest). */
export function DoorToDoorPage() {
  return (
    <RequireCertificateFlag need="resignation">
      <DoorToDoor />
    </RequireCertificateFlag>
  );
}

function DoorToDoor() {
  const navigate = useNavigate();
  const apply = useEmpLeaveApply();
  return (
    <PickupScreen
      type={RESIGNATION}
      onBack={() => navigate('/Resignationchoice?door=1')}
      file={({ extractionId, date }) =>
        apply.mutateAsync({ receiveWay: 2, extractionID: extractionId, receiveTime: date })
      }
      pending={apply.isPending}
    />
  );
}
