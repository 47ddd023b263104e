import { REGISTRATION_SUCCESS_TEXT } from '@ehome/shared/activities/constants';
import { registrationButton, type TRegistrationButton } from '@ehome/shared/activities/registration-button';
import type { TActivity } from '@ehome/shared/activities/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { payPath } from '../../payment';
import {
  cancelRegistration,
  REGISTRATION_KEY,
  signUp,
  useActivity,
  useTotalMoney,
} from '../api/registration';
import { currentActId, readRegistrationState, saveRegistrationState } from '../components/registration-state';
import '../components/registration-screens.css';

const DETAIL_PATH = '/eventRegistrationDetail';
const NO_ACTIVITY_PATH = '/ActivitiesAndWelfare';

/** The toast of a button that does not move on (spec 2 §2, §8). */
const TOAST_OF: Partial<Record<TRegistrationButton, string>> = {
  signedUp: 'toast.signedUp',
  notStarted: 'toast.notStarted',
  signUpClosed: 'toast.over',
  full: 'toast.full',
};

function Facts({ activity }: { activity: TActivity }) {
  const { t } = useTranslation('registration');
  const fee = activity.actFee === '0.00' ? t('intro.free') : t('intro.feeEach', { fee: activity.actFee });
  const places =
    activity.limit === 0
      ? t('intro.placesUnlimited', { signed: activity.signedCount })
      : t('intro.places', { signed: activity.signedCount, limit: activity.limit });
  const rows: [string, string][] = [
    [t('intro.time'), `${activity.eventStart} - ${activity.eventEnd}`],
    [t('intro.location'), activity.location || '-'],
    [t('intro.signUp'), `${activity.startDate} - ${activity.endDate}`],
    [t('intro.fee'), fee],
    [t('intro.placesLabel'), places],
  ];
  if (activity.isMore)
    rows.push([t('intro.relatives'), t('intro.relativesUpTo', { count: activity.relativeNum - 1 })]);
  if (activity.regNo) rows.push([t('intro.regNo'), activity.regNo]);
  return (
    <dl className="registration-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="registration-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /eventRegistration?actId: the activity intro and its one button (spec 2 §2 precedence, shared
 * registrationButton). Sign-up goes to the form; a submitted, unpaid registration goes to pay.
 */
export function EventRegistrationPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const actId = currentActId(params.get('actId'));
  const activity = useActivity(actId);
  const data = activity.data;
  const kind = data ? registrationButton(data) : null;
  const total = useTotalMoney(actId, kind === 'goPay');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!actId) {
      navigate(NO_ACTIVITY_PATH, { replace: true });
      return;
    }
    const kept = readRegistrationState();
    if (kept.actId !== actId) saveRegistrationState({ actId, regID: '', regNo: '' });
  }, [actId, navigate]);

  useEffect(() => {
    if (data?.regID) saveRegistrationState({ actId: data.id, regID: data.regID, regNo: data.regNo ?? '' });
  }, [data?.id, data?.regID, data?.regNo]);

  async function press() {
    if (!data || !kind) return;
    const toast = TOAST_OF[kind];
    if (toast) return showToast(t(toast));
    if (kind === 'goPay' && data.regID) return navigate(payPath('myactive', `activity:${data.regID}`));
    if (kind === 'fillForm') return navigate(DETAIL_PATH);
    setBusy(true);
    try {
      const answer = await signUp(data.id);
      if (answer.result !== REGISTRATION_SUCCESS_TEXT) return showToast(answer.result);
      saveRegistrationState({ actId: data.id, regID: answer.regID, regNo: answer.regNo });
      await queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY });
      navigate(DETAIL_PATH);
    } catch (error) {
      showToast(error instanceof ApiError && error.message ? error.message : t('toast.networkError'));
      void activity.refetch();
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!data?.regID || !(await showConfirm(t('cancel.confirm'), t('cancel.ok')))) return;
    setBusy(true);
    try {
      await cancelRegistration(data.regID);
      saveRegistrationState({ actId: data.id, regID: '', regNo: '' });
      showToast(t('cancel.done'));
    } catch (error) {
      showToast(error instanceof ApiError && error.message ? error.message : t('toast.networkError'));
    } finally {
      await queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY });
      setBusy(false);
    }
  }
  const cancellable =
    Boolean(data?.regID) && !data?.isPayed && (data?.state === 'open' || data?.state === 'full');

  const label =
    kind === 'goPay' && total.data
      ? t('button.goPayTotal', { total: total.data.total })
      : kind
        ? t(`button.${kind}`)
        : '';
  return (
    <Page title={t('intro.title')}>
      {data ? (
        <div className="registration-page registration-page--with-bar">
          {data.logoPath ? (
            <img className="registration-cover" src={`${data.logoPath}?w=640`} alt={data.name} />
          ) : null}
          <h1 className="registration-name">{data.name}</h1>
          <Facts activity={data} />
          {data.holdUntil && kind === 'goPay' ? (
            <p className="registration-hint">{t('intro.payBefore', { time: data.holdUntil })}</p>
          ) : null}
          <section className="registration-intro">
            <h2>{t('intro.about')}</h2>
            <p>{data.description}</p>
          </section>
          {data.imageList.length > 0 ? (
            <ul className="registration-gallery">
              {data.imageList.map((image) => (
                <li key={image.path}>
                  <img src={`${image.path}?w=640`} alt={image.image_decpt} loading="lazy" />
                  {image.image_decpt ? <p>{image.image_decpt}</p> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {cancellable ? (
            <Button
              className="registration-cancel"
              size="small"
              fill="none"
              disabled={busy}
              onClick={() => void cancel()}
              data-testid="registration-cancel"
            >
              {t('cancel.button')}
            </Button>
          ) : null}
          <div className="registration-bar">
            <Button
              block
              color="primary"
              loading={busy}
              onClick={() => void press()}
              data-testid="registration-button"
            >
              {label}
            </Button>
          </div>
        </div>
      ) : activity.isError ? (
        <section className="registration-state" role="alert">
          <p>{activity.error?.message || t('intro.loadFailed')}</p>
          <Button size="small" color="primary" fill="outline" onClick={() => void activity.refetch()}>
            {t('retry')}
          </Button>
        </section>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
