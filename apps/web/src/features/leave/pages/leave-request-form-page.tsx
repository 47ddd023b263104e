import { ownerActions } from '@ehome/shared/approvals/owner-rules';
import type { TLanguage } from '@ehome/shared/constants';
import { LEAVE_ATTACHMENT_KEY_TYPE, LEAVE_REMARK_MAX } from '@ehome/shared/leave/constants';
import type { TLeaveApplyDetail, TLeaveCategoryList } from '@ehome/shared/leave/schemas';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showAlert, showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { loadOnUse } from '../../../platform/load-on-use';
import { withServerMessages } from '../../../platform/server-messages';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { OptionRow } from '../../../ui/option-row';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { attachmentListPath, LazyAttachmentUploader } from '../../attachments';
import { useCreateLeaveApply } from '../api/create-leave-apply';
import { useCategoryList } from '../api/get-category-list';
import { useExtendFieldList } from '../api/get-extend-field-list';
import { useKinshipList } from '../api/get-kinship-list';
import { useLeaveApply } from '../api/get-leave-apply';
import { useLeaveCategoryInfo } from '../api/get-leave-category-info';
import { useLeaveDays } from '../api/get-leave-days';
import { useUpdateLeaveApply } from '../api/update-leave-apply';
import { CustomFields } from '../components/custom-fields';
import { DateField } from '../components/date-field';
import { DayDetails } from '../components/day-details';
import { ExtendFields } from '../components/extend-fields';
import { FieldMessage } from '../components/field-message';
import { HalfDayField } from '../components/half-day-field';
import { LeaveLength } from '../components/leave-length';
import { RemainInfo } from '../components/remain-info';
import { isoOfDate } from '../dates';
import {
  demands,
  EMPTY_LEAVE_FORM,
  formOfDetail,
  periodKind,
  type TLeaveForm,
  toLeaveDaysRequest,
  toSaveRequest,
} from '../form-model';
import { refusalText } from '../refusal';
import { successPath } from '../success-kind';
import { halfDayOptions, hourlyTimeOptions } from '../time-options';
import type { TLeaveCheckContext } from '../validation';
import '../leave.css';

// The shared schema, rules and message catalogue come on the first touch of the form; a press waits.
const loadValidation = withServerMessages(() => import('../validation'));
const resolver: Resolver<TLeaveForm, TLeaveCheckContext> = async (...args) =>
  (await loadValidation()).leaveResolver(...args);

/**
 * /CommonApplicationforleave?id (spec 1 §2): a new leave request (no id) or a draft to edit.
 */
export function LeaveRequestFormPage() {
  const { t } = useTranslation('leave');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const list = useCategoryList();
  const existing = useLeaveApply(id);

  const failed = list.isError || (id !== '' && existing.isError);
  if (failed) {
    return (
      <Page title={t('form.title')}>
        <section className="notice">
          <p className="notice__text">{t('form.loadFailed')}</p>
          <Button
            color="primary"
            fill="outline"
            onClick={() => void (list.isError ? list.refetch() : existing.refetch())}
          >
            {t('form.retry')}
          </Button>
        </section>
      </Page>
    );
  }
  // A new request's form shows at once and its type picker waits for the list; a draft waits for
  // both, since its fields are read against the category and the working day.
  if (id !== '' && (!list.data || !existing.data)) return <PageLoading />;
  // Only what the owner may edit (a draft, spec 1 §4) opens here; anything else is read on its view.
  if (existing.data && !ownerActions(existing.data.approveStatus, existing.data.isOwner).edit) {
    return (
      <Page title={t('form.editTitle')}>
        <section className="notice">
          <p className="notice__text">{t('form.notEditable')}</p>
          <Link className="leave-link" to={`/CommonApplicationforView?id=${existing.data.applyId}`} replace>
            {t('form.toView')}
          </Link>
        </section>
      </Page>
    );
  }
  return (
    <Page title={t(id ? 'form.editTitle' : 'form.title')}>
      <LeaveForm key={id} list={list.data} existing={id ? existing.data : undefined} />
    </Page>
  );
}

function LeaveForm({
  list,
  existing,
}: {
  /** Undefined while the category list is on its way (a new request only). */
  list: TLeaveCategoryList | undefined;
  existing: TLeaveApplyDetail | undefined;
}) {
  const { t, i18n } = useTranslation('leave');
  const navigate = useNavigate();
  const language = i18n.language as TLanguage;
  const categories = list?.categories ?? [];
  const policy = list?.policy;
  // A new request gets its id now, so files uploaded before the first save already belong to it.
  const [applyId] = useState(() => existing?.applyId ?? crypto.randomUUID());
  const [attachmentCount, setAttachmentCount] = useState(existing?.attachmentCount ?? 0);
  const today = useMemo(() => isoOfDate(new Date()), []);
  const create = useCreateLeaveApply();
  const update = useUpdateLeaveApply();

  // The rules read the server's answers as they come; the resolver sees this object at each check.
  const context = useRef<TLeaveCheckContext>({
    category: undefined,
    policy,
    request: null,
    length: undefined,
    lengthError: null,
    available: null,
    attachmentCount: 0,
    submit: false,
    language,
    today,
  }).current;

  const { control, handleSubmit, setValue, formState } = useForm<TLeaveForm, TLeaveCheckContext>({
    defaultValues: existing && policy ? formOfDetail(existing, policy) : EMPTY_LEAVE_FORM,
    resolver,
    context,
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as TLeaveForm;
  const errors = fieldMessages(formState.errors);

  const category = categories.find((item) => item.applyCategoryId === values.categoryId);
  const kind = category ? periodKind(category) : 'day';
  const kinships = useKinshipList(language, demands(category, 'Kinship')).data ?? [];
  const info = useLeaveCategoryInfo(values.categoryId, values.startDate);
  const daysRequest = useMemo(
    () => toLeaveDaysRequest(values, category, policy, kinships),
    [values, category, policy, kinships],
  );
  const days = useLeaveDays(daysRequest);
  const extendFields = useExtendFieldList(values.categoryId, existing?.applyId ?? null).data ?? [];
  const showAttachments = category
    ? category.settingsObj.needAttachment || category.settingsObj.minimumUnitNeedAttachment !== null
    : false;

  const remain = info.data?.hasBalance
    ? info.data.remainInfo.find((line) => line.code === 'Remain')
    : undefined;
  Object.assign(context, {
    category,
    policy,
    request:
      category && policy
        ? toSaveRequest(
            values,
            { applyId, category, policy, kinships, extendFields, timeLength: days.data?.timeLength },
            0,
          )
        : null,
    length: daysRequest && days.data ? days.data.timeLength : undefined,
    lengthError:
      daysRequest && days.error instanceof ApiError ? days.error.message || t('form.lengthFailed') : null,
    available: remain ? remain.value : null,
    attachmentCount: showAttachments ? attachmentCount : 0,
    language,
  } satisfies Partial<TLeaveCheckContext>);

  const save = (approveStatus: 0 | 1) => {
    context.submit = approveStatus === 1;
    void handleSubmit(
      async (form) => {
        if (!category || !policy) return;
        const body = toSaveRequest(
          form,
          { applyId, category, policy, kinships, extendFields, timeLength: days.data?.timeLength },
          approveStatus,
        );
        try {
          if (existing) await update.mutateAsync({ ...body, applyId });
          else await create.mutateAsync(body);
        } catch (error) {
          showToast(refusalText(error, t('form.submissionFailure'), t('form.separator')));
          return;
        }
        navigate(successPath(approveStatus === 1 ? 'ApplicationInquiry' : 'ApplicationSaved'), {
          replace: true,
        });
      },
      (invalid) => {
        const root = invalid.root;
        if (root?.type === 'overdraft') showAlert(root.message ?? '');
        else if (root?.message) showToast(root.message);
      },
    )();
  };

  // After a refused submit, a field picked again is checked again, so its message goes once it is right.
  const setCategory = (next: string) => {
    if (next === values.categoryId) return;
    setValue('categoryId', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    // Times belong to the unit of the type chosen before; a half-day type starts as whole days.
    const nextCategory = categories.find((item) => item.applyCategoryId === next);
    const wholeDay = nextCategory && periodKind(nextCategory) === 'halfDay';
    setValue('startTime', wholeDay ? (halves.start[0]?.value ?? '') : '');
    setValue('endTime', wholeDay ? (halves.end[1]?.value ?? '') : '');
  };
  const halves = policy ? halfDayOptions(policy) : { start: [], end: [] };
  // Hourly types taken in whole hours are offered whole hours only, so a pick is never refused.
  const hourStep = category && category.settingsObj.minLength >= 1 ? 60 : 30;
  const hours = (policy ? hourlyTimeOptions(policy, hourStep) : []).map((option) => ({
    value: option.value,
    label: option.value,
  }));
  const busy = formState.isSubmitting || create.isPending || update.isPending;

  return (
    <form
      className="leave-form"
      noValidate
      {...loadOnUse(loadValidation)}
      onSubmit={(event) => event.preventDefault()}
    >
      <List
        className="leave-card"
        header={<span className="leave-card__title">{t('form.typeSection')}</span>}
      >
        <OptionRow
          row="leave-row"
          label={t('form.category')}
          value={values.categoryId}
          options={categories.map((item) => ({ value: item.applyCategoryId, label: item.displayName }))}
          onChange={setCategory}
          placeholder={t('form.pick')}
          invalid={Boolean(errors.categoryId)}
          loading={!list}
        />
        <FieldMessage message={errors.categoryId} />
        {category?.remark ? <p className="leave-hint">{category.remark}</p> : null}
        {category ? <RemainInfo info={info.data} /> : null}
      </List>

      {category ? (
        <List
          className="leave-card"
          header={<span className="leave-card__title">{t('form.periodSection')}</span>}
        >
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <DateField
                label={t(kind === 'day' ? 'form.startDate' : 'form.startDay')}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  // A one-day leave is the common case: the end follows a start picked after it.
                  if (!values.endDate || values.endDate < next) setValue('endDate', next);
                }}
                placeholder={t('form.pick')}
                invalid={Boolean(errors.startDate)}
                today={today}
              />
            )}
          />
          {kind === 'halfDay' ? (
            <HalfDayField
              label={t('form.startHalf')}
              value={values.startTime}
              options={halves.start}
              onChange={(next) =>
                setValue('startTime', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
              invalid={Boolean(errors.startTime)}
            />
          ) : null}
          {kind === 'hour' ? (
            <OptionRow
              row="leave-row"
              label={t('form.startTime')}
              value={values.startTime}
              options={hours}
              onChange={(next) =>
                setValue('startTime', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
              placeholder={t('form.pick')}
              invalid={Boolean(errors.startTime)}
            />
          ) : null}
          <FieldMessage message={errors.startDate ?? errors.startTime} />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <DateField
                label={t(kind === 'day' ? 'form.endDate' : 'form.endDay')}
                value={field.value}
                onChange={field.onChange}
                placeholder={t('form.pick')}
                invalid={Boolean(errors.endDate)}
                today={today}
              />
            )}
          />
          {kind === 'halfDay' ? (
            <HalfDayField
              label={t('form.endHalf')}
              value={values.endTime}
              options={halves.end}
              onChange={(next) =>
                setValue('endTime', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
              invalid={Boolean(errors.endTime)}
            />
          ) : null}
          {kind === 'hour' ? (
            <OptionRow
              row="leave-row"
              label={t('form.endTime')}
              value={values.endTime}
              options={hours}
              onChange={(next) =>
                setValue('endTime', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
              placeholder={t('form.pick')}
              invalid={Boolean(errors.endTime)}
            />
          ) : null}
          <FieldMessage message={errors.endDate ?? errors.endTime} />
          <List.Item
            className="leave-row"
            extra={
              <span className="leave-row__value leave-length" aria-live="polite">
                {!daysRequest ? (
                  <span className="leave-row__placeholder">{t('form.lengthPending')}</span>
                ) : days.isFetching ? (
                  t('form.lengthComputing')
                ) : days.data ? (
                  <LeaveLength value={days.data.timeLength} uom={days.data.uom} />
                ) : (
                  // After a press the refusal already stands under the end date.
                  <span className="leave-negative">{errors.endDate ? '—' : context.lengthError}</span>
                )}
              </span>
            }
          >
            {t('form.length')}
          </List.Item>
          {days.data && daysRequest && !days.isFetching ? (
            <DayDetails
              details={days.data.detailList}
              totals={{
                workingDay: days.data.workingDay,
                weekend: days.data.weekend,
                holiday: days.data.holiday,
              }}
              uom={days.data.uom}
            />
          ) : null}
        </List>
      ) : null}

      {category && category.settingsObj.customFields.length > 0 ? (
        <List
          className="leave-card"
          header={<span className="leave-card__title">{t('form.customSection')}</span>}
        >
          <CustomFields
            control={control}
            category={category}
            kinships={kinships}
            errors={errors}
            today={today}
          />
        </List>
      ) : null}

      {category && extendFields.length > 0 ? (
        <List
          className="leave-card"
          header={<span className="leave-card__title">{t('form.extendSection')}</span>}
        >
          <ExtendFields
            fields={extendFields}
            values={values.extend}
            onChange={(name, next) =>
              setValue(
                'extend',
                { ...values.extend, [name]: next },
                { shouldDirty: true, shouldValidate: formState.isSubmitted },
              )
            }
            today={today}
          />
        </List>
      ) : null}

      {showAttachments && category ? (
        <section className="leave-card leave-card--attachments" aria-label={t('form.attachments')}>
          <p className="leave-hint leave-hint--attachments">
            {category.settingsObj.needAttachment
              ? t('form.attachmentAlways')
              : t('form.attachmentOver', {
                  length: t(category.settingsObj.uom === 1 ? 'length.day' : 'length.hour', {
                    count: category.settingsObj.minimumUnitNeedAttachment ?? 0,
                  }),
                })}
          </p>
          <LazyAttachmentUploader
            keyType={LEAVE_ATTACHMENT_KEY_TYPE}
            keyId={applyId}
            onCountChange={setAttachmentCount}
          />
          {existing && attachmentCount > 0 ? (
            <Link className="leave-link" to={attachmentListPath(LEAVE_ATTACHMENT_KEY_TYPE, applyId)}>
              {t('view.attachmentList', { count: attachmentCount })}
            </Link>
          ) : null}
        </section>
      ) : null}

      <List className="leave-card" header={<span className="leave-card__title">{t('form.remark')}</span>}>
        <Controller
          control={control}
          name="remark"
          render={({ field }) => (
            <List.Item className="leave-row leave-row--stacked">
              <GrowingTextArea
                className="leave-textarea"
                aria-label={t('form.remark')}
                placeholder={t('form.remarkPlaceholder')}
                maxLength={LEAVE_REMARK_MAX}
                showCount
                rows={{ minRows: 2, maxRows: 4 }}
                value={field.value}
                onChange={field.onChange}
              />
            </List.Item>
          )}
        />
        <FieldMessage message={errors.remark} />
      </List>

      <div className="leave-actions">
        <Button className="leave-actions__button" size="large" disabled={busy} onClick={() => save(0)}>
          {t('form.saveDraft')}
        </Button>
        <Button
          className="leave-actions__button"
          size="large"
          color="primary"
          loading={busy}
          disabled={busy}
          onClick={() => save(1)}
        >
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** react-hook-form's errors as the messages shown under the fields. */
function fieldMessages(errors: FieldErrors<TLeaveForm>): Partial<Record<keyof TLeaveForm, string>> {
  const out: Partial<Record<keyof TLeaveForm, string>> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (
      field !== 'root' &&
      error &&
      typeof error === 'object' &&
      'message' in error &&
      typeof error.message === 'string'
    ) {
      out[field as keyof TLeaveForm] = error.message;
    }
  }
  return out;
}
