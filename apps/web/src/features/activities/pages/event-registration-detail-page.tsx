import { checkForm, type TFormRuleError, type TFormRuleItem } from '@ehome/shared/activities/form-rules';
import type { TFormItemIssue } from '@ehome/shared/activities/registration';
import type { TActivityFormItem } from '@ehome/shared/activities/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { payPath } from '../../payment';
import { addRelativesPath } from '../../relatives';
import {
  REGISTRATION_KEY,
  submitRegistration,
  useActivity,
  useFormItems,
  useRelatives,
} from '../api/registration';
import { dateText, RegistrationField } from '../components/registration-field';
import { currentActId, fenToYuan, readRegistrationState, yuanToFen } from '../components/registration-state';
import '../components/registration-screens.css';

const INTRO_PATH = '/eventRegistration';
const NO_ACTIVITY_PATH = '/ActivitiesAndWelfare';

const ruleItem = (item: TActivityFormItem): TFormRuleItem => ({
  id: item.activity_detail_id,
  name: item.name,
  conName: item.columnType.conName,
  special: item.special,
  isNes: item.isNes,
  optionValues: item.columnType.conValues.map((o) => o.value),
  reg: item.reg,
  regMessage: item.reg_decpt,
});

/**
 * /eventRegistrationDetail: the activity's registration form (spec 2 §4 "Activity registration"),
 * checked with the same shared rules as the server, the relatives a multi-person activity brings,
 * then SubRegistration and, when there is a fee, the pay screen.
 */
export function EventRegistrationDetailPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const actId = currentActId(params.get('actId'));
  const activity = useActivity(actId);
  const form = useFormItems(actId);
  const regID = activity.data?.regID ?? readRegistrationState().regID;
  const isMore = activity.data?.isMore ?? false;
  const relatives = useRelatives(regID, isMore);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!actId) navigate(NO_ACTIVITY_PATH, { replace: true });
  }, [actId, navigate]);

  // The answers already submitted come back with the items.
  useEffect(() => {
    if (form.data)
      setValues(Object.fromEntries(form.data.map((item) => [item.activity_detail_id, item.val])));
  }, [form.data]);

  const items = form.data ?? [];
  const rules = useMemo(() => items.map(ruleItem), [items]);
  const message = (e: TFormRuleError) =>
    t(`messages:${e.key}`, { ...e.params, interpolation: { escapeValue: false } });
  const check = (next: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(checkForm(rules, next, dateText(new Date()))).map(([id, e]) => [id, message(e)]),
    );

  function change(id: string, value: string) {
    const next = { ...values, [id]: value };
    setValues(next);
    if (checked) setErrors(check(next));
  }

  const selected = (relatives.data ?? []).filter((r) => r.is_selected);
  const persons = 1 + (isMore ? selected.length : 0);
  const feeFen = yuanToFen(activity.data?.actFee ?? '0.00');

  async function submit() {
    // The network check and the deadline in one: the activity as the server sees it now.
    const fresh = await activity.refetch();
    const now = fresh.data;
    if (fresh.isError || !now) return showToast(t('toast.networkError'));
    if (now.isPayed) return showToast(t('toast.signedUp'));
    if (now.state === 'closed' || now.state === 'ended') return showToast(t('toast.over'));
    setChecked(true);
    const found = check(values);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return showToast(first);
    setBusy(true);
    try {
      const { total } = await submitRegistration({
        activityID: actId,
        lstInfo: items.map((item) => ({
          activity_detail_id: item.activity_detail_id,
          name: item.name,
          conValues: (values[item.activity_detail_id] ?? '').trim(),
        })),
      });
      await queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY });
      if (total !== '0.00' && now.regID) {
        if (await showConfirm(t('confirmPay', { total }), t('button.goPay')))
          navigate(payPath('myactive', `activity:${now.regID}`));
        return;
      }
      showToast(t('toast.submitted'));
      navigate(INTRO_PATH, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        const issues = Array.isArray(error.resultData) ? (error.resultData as TFormItemIssue[]) : [];
        if (issues.length > 0)
          setErrors(Object.fromEntries(issues.map((issue) => [issue.activity_detail_id, issue.message])));
        showToast(error.message || t('toast.networkError'));
      } else showToast(t('toast.networkError'));
    } finally {
      setBusy(false);
    }
  }

  const data = activity.data;
  return (
    <Page title={t('form.title')}>
      {data && form.data ? (
        <div className="registration-page registration-page--with-bar">
          <div className="registration-banner">
            <h1>{data.name}</h1>
            {data.regNo ? <p>{t('intro.regNoValue', { regNo: data.regNo })}</p> : null}
          </div>
          <form
            className="registration-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {items.map((item) => (
              <RegistrationField
                key={item.activity_detail_id}
                item={item}
                value={values[item.activity_detail_id] ?? ''}
                error={errors[item.activity_detail_id]}
                onChange={(value) => change(item.activity_detail_id, value)}
              />
            ))}
            {items.length === 0 ? <p className="registration-hint">{t('form.noItems')}</p> : null}
          </form>
          {isMore ? (
            <section className="registration-relatives" aria-labelledby="registration-relatives-title">
              <div className="registration-relatives__head">
                <h2 id="registration-relatives-title">{t('relatives.title')}</h2>
                <span>{t('relatives.allowed', { count: data.relativeNum - 1 })}</span>
              </div>
              {selected.length > 0 ? (
                <ul className="registration-relatives__list">
                  {selected.map((r) => (
                    <li key={r.relative_id}>
                      <span>{r.relative_name}</span>
                      <span>{t(`relation.${r.relation}`)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="registration-hint">{t('relatives.none')}</p>
              )}
              <Button
                size="small"
                color="primary"
                fill="outline"
                disabled={!regID}
                onClick={() => navigate(addRelativesPath(regID, actId))}
              >
                {t('relatives.add')}
              </Button>
            </section>
          ) : null}
          <p className="registration-total" data-testid="registration-total">
            {data.isPayed
              ? data.total && data.total !== '0.00'
                ? t('form.totalFixed', { total: data.total })
                : t('button.signedUp')
              : feeFen > 0
                ? t('form.totalPreview', { persons, total: fenToYuan(feeFen * persons) })
                : t('form.personsFree', { persons })}
          </p>
          <div className="registration-bar">
            <Button
              block
              color="primary"
              loading={busy}
              onClick={() => void submit()}
              data-testid="registration-submit"
            >
              {t('form.submit')}
            </Button>
          </div>
        </div>
      ) : activity.isError || form.isError ? (
        <section className="registration-state" role="alert">
          <p>{activity.error?.message || form.error?.message || t('intro.loadFailed')}</p>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => {
              void activity.refetch();
              void form.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </section>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
