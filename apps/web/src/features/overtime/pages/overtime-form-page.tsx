import type { TLanguage } from '@ehome/shared/constants';
import {
  DINING_TIME_OPTIONS,
  OVERTIME_ATTACHMENT_KEY_TYPE,
  OVERTIME_REMARK_MAX,
} from '@ehome/shared/overtime/constants';
import {
  checkEndPick,
  checkOvertime,
  needsDining,
  needsTransfer,
  type TOvertimeIssue,
} from '@ehome/shared/overtime/rules';
import type { TOvertimeCategoryList, TOvertimeDetail } from '@ehome/shared/overtime/schemas';
import { checkRequestDates } from '@ehome/shared/time/request-window';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { PickerRow } from '../../../ui/picker-row';
import { LazyAttachmentUploader } from '../../attachments';
import { useCategoryList } from '../api/get-category-list';
import { useOvertime } from '../api/get-overtime';
import { useOvertimeLength } from '../api/get-overtime-length';
import { useSaveOvertime } from '../api/save-overtime';
import { FieldError } from '../components/field-error';
import { dateOfText, dateTimeOf, hoursText, isoOfDate, pickerRange } from '../format';
import { issueText } from '../messages';
import '../overtime.css';

// The sheets and their animation library download when a picker first opens.
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));
const Picker = lazy(() => import('antd-mobile/es/components/picker'));

type TForm = {
  applyCategoryId: string;
  startTime: string;
  endTime: string;
  diningTime: number;
  transferType: number | null;
  remark: string;
};
const EMPTY: TForm = {
  applyCategoryId: '',
  startTime: '',
  endTime: '',
  diningTime: 0,
  transferType: null,
  remark: '',
};

function formOf(detail: TOvertimeDetail): TForm {
  return {
    applyCategoryId: detail.applyCategoryId,
    startTime: detail.startTime,
    endTime: detail.endTime,
    diningTime: detail.diningTime,
    transferType: detail.transferType,
    remark: detail.remark,
  };
}

/** /Overtimeapplication?ApplyId (spec 1 §2): a new overtime request (no id) or a draft to edit. */
export function OvertimeFormPage() {
  const { t, i18n } = useTranslation('overtime');
  const [params] = useSearchParams();
  const id = params.get('ApplyId') ?? '';
  const list = useCategoryList(i18n.language);
  const existing = useOvertime(id);
  if (list.isError || existing.isError) {
    return (
      <Page title={t('form.title')}>
        <section className="notice">
          <p className="notice__text" role="alert">
            {existing.error?.message || t('form.loadFailed')}
          </p>
        </section>
      </Page>
    );
  }
  // A new request's form shows at once and its type row waits for the list; a draft waits for both,
  // since its fields are read against its category.
  if (id !== '' && (!list.data || !existing.data)) {
    return (
      <Page title={t('form.title')}>
        <PageLoading />
      </Page>
    );
  }
  return <OvertimeForm list={list.data} existing={existing.data ?? null} />;
}

function OvertimeForm({
  list,
  existing,
}: {
  /** Undefined while the category list is on its way (a new request only). */
  list: TOvertimeCategoryList | undefined;
  existing: TOvertimeDetail | null;
}) {
  const { t, i18n } = useTranslation('overtime');
  const language = i18n.language as TLanguage;
  const navigate = useNavigate();
  const save = useSaveOvertime();
  // A new form saves under its own id, so a repeated tap answers the first save.
  const [applyId] = useState(() => existing?.overtimeApplyId ?? crypto.randomUUID());
  const [form, setForm] = useState<TForm>(() => (existing ? formOf(existing) : EMPTY));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const today = useMemo(() => isoOfDate(new Date()), []);
  const { min, max } = pickerRange(today);
  const categories = list?.categories ?? [];
  const category = categories.find((c) => c.applyCategoryId === form.applyCategoryId);
  const rule = category ? { customFields: category.customFields } : undefined;

  const text = (issue: Pick<TOvertimeIssue, 'key' | 'params'>) =>
    issueText(issue, language, (key, params) => t(`rule.${key.replace('.', '_')}`, params));

  const lengthRequest =
    category && form.startTime && form.endTime
      ? {
          ApplyCategoryId: category.applyCategoryId,
          StartTime: form.startTime,
          EndTime: form.endTime,
          DiningTime: needsDining(rule) ? form.diningTime : 0,
        }
      : null;
  const length = useOvertimeLength(lengthRequest);
  const hours = lengthRequest && !length.isError ? length.data : undefined;

  const change = (patch: Partial<TForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      // The length is the server's answer to the other fields: any change asks again.
      delete next.timeLength;
      return next;
    });
  };

  const pickEnd = (value: string) => {
    const issue = checkEndPick(form.startTime, value);
    if (issue) {
      // Spec 1 §5: an end before the start (or without one) is refused and the end is reset.
      showToast(text(issue));
      change({ endTime: '' });
      setErrors((current) => ({ ...current, [issue.field]: text(issue) }));
      return;
    }
    change({ endTime: value });
  };

  const submit = async (approveStatus: 0 | 1) => {
    const fields = {
      applyCategoryId: form.applyCategoryId,
      startTime: form.startTime,
      endTime: form.endTime,
      timeLength: hours ?? '',
      diningTime: needsDining(rule) ? form.diningTime : 0,
      transferType: needsTransfer(rule) ? form.transferType : null,
      remark: form.remark,
    };
    const all: TOvertimeIssue[] = [
      ...checkOvertime(fields, rule, approveStatus === 1),
      ...checkRequestDates([form.startTime, form.endTime], today).map((i) => ({ ...i, field: 'startTime' })),
    ];
    // Without a type or both times there is no length to speak of: their own messages say enough.
    const periodMissing = all.some((i) => ['applyCategoryId', 'startTime', 'endTime'].includes(i.field));
    const issues = periodMissing ? all.filter((i) => i.field !== 'timeLength') : all;
    if (issues.length > 0) {
      const found: Record<string, string> = {};
      for (const issue of issues) found[issue.field] ??= text(issue);
      setErrors(found);
      showToast(text(issues[0] as TOvertimeIssue));
      return;
    }
    try {
      await save.mutateAsync({
        isNew: existing === null,
        body: {
          overtimeApplyId: applyId,
          applyCategoryId: fields.applyCategoryId,
          startTime: fields.startTime,
          endTime: fields.endTime,
          timeLength: fields.timeLength,
          diningTime: fields.diningTime,
          TransferType: fields.transferType,
          remark: form.remark.trim(),
          approveStatus,
        },
      });
      navigate(
        `/CommonApplicationforleaveSuccsess?Type=${approveStatus === 1 ? 'ApplicationInquiry' : 'ApplicationSaved'}`,
        { replace: true },
      );
    } catch (error) {
      if (error instanceof ApiError && Array.isArray(error.resultData)) {
        const found: Record<string, string> = {};
        for (const item of error.resultData as { field?: string; message?: string }[]) {
          if (item.field && item.message) found[item.field] ??= item.message;
        }
        setErrors(found);
      }
      showToast(error instanceof Error && error.message ? error.message : t('form.failed'));
    }
  };

  const option = (value: number | null, items: { label: string; value: number }[]) =>
    items.find((item) => item.value === value)?.label ?? '';
  const diningItems = DINING_TIME_OPTIONS.map((h) => ({ label: t('form.hours', { count: h }), value: h }));
  const transferItems = (list?.transferTypes ?? []).map((item) => ({
    label: item.itemText,
    value: item.itemID,
  }));

  return (
    <Page title={t('form.title')}>
      <div className="ot-page--actions">
        <div className="ot-links">
          <Link to="/OverTimeCancelList">{t('form.toCancelList')}</Link>
        </div>
        <List className="ot-card">
          <PickerRow
            row="ot-row"
            label={t('form.category')}
            shown={category?.displayName ?? ''}
            placeholder={t('form.choose')}
            loading={!list}
            invalid={!!errors.applyCategoryId}
            sheet={(visible, close) => (
              <Picker
                visible={visible}
                onClose={close}
                title={t('form.category')}
                confirmText={t('common:ok')}
                cancelText={t('common:cancel')}
                columns={[categories.map((c) => ({ label: c.displayName, value: c.applyCategoryId }))]}
                value={[form.applyCategoryId || (categories[0]?.applyCategoryId ?? '')]}
                onConfirm={([value]) => {
                  const picked = categories.find((c) => c.applyCategoryId === value);
                  change({
                    applyCategoryId: String(value ?? ''),
                    transferType: picked?.customFields.includes('TransferType')
                      ? picked.defaultTransferType
                      : null,
                    diningTime: 0,
                  });
                }}
              />
            )}
          />
          <FieldError message={errors.applyCategoryId} />
          <PickerRow
            row="ot-row"
            label={t('form.start')}
            shown={form.startTime}
            placeholder={t('form.choose')}
            invalid={!!errors.startTime}
            sheet={(visible, close) => (
              <DatePicker
                visible={visible}
                onClose={close}
                title={t('form.start')}
                precision="minute"
                confirmText={t('common:ok')}
                cancelText={t('common:cancel')}
                min={min}
                max={max}
                value={dateOfText(form.startTime || `${today} 18:00`)}
                onConfirm={(date) => {
                  const value = dateTimeOf(date);
                  const issue = form.endTime ? checkEndPick(value, form.endTime) : null;
                  change(issue ? { startTime: value, endTime: '' } : { startTime: value });
                }}
              />
            )}
          />
          <FieldError message={errors.startTime} />
          <PickerRow
            row="ot-row"
            label={t('form.end')}
            shown={form.endTime}
            placeholder={t('form.choose')}
            invalid={!!errors.endTime}
            sheet={(visible, close) => (
              <DatePicker
                visible={visible}
                onClose={close}
                title={t('form.end')}
                precision="minute"
                confirmText={t('common:ok')}
                cancelText={t('common:cancel')}
                min={min}
                max={max}
                value={dateOfText(form.endTime || form.startTime || `${today} 20:00`)}
                onConfirm={(date) => pickEnd(dateTimeOf(date))}
              />
            )}
          />
          <FieldError message={errors.endTime} />
          {needsDining(rule) ? (
            <PickerRow
              row="ot-row"
              label={t('form.dining')}
              shown={option(form.diningTime, diningItems)}
              placeholder={t('form.choose')}
              invalid={!!errors.diningTime}
              sheet={(visible, close) => (
                <Picker
                  visible={visible}
                  onClose={close}
                  title={t('form.dining')}
                  confirmText={t('common:ok')}
                  cancelText={t('common:cancel')}
                  columns={[diningItems]}
                  value={[form.diningTime]}
                  onConfirm={([value]) => change({ diningTime: Number(value ?? 0) })}
                />
              )}
            />
          ) : null}
          <FieldError message={errors.diningTime} />
          {needsTransfer(rule) ? (
            <PickerRow
              row="ot-row"
              label={t('form.transfer')}
              shown={option(form.transferType, transferItems)}
              placeholder={t('form.choose')}
              invalid={!!errors.transferType}
              sheet={(visible, close) => (
                <Picker
                  visible={visible}
                  onClose={close}
                  title={t('form.transfer')}
                  confirmText={t('common:ok')}
                  cancelText={t('common:cancel')}
                  columns={[transferItems]}
                  value={[form.transferType ?? 0]}
                  onConfirm={([value]) => change({ transferType: Number(value ?? 0) })}
                />
              )}
            />
          ) : null}
          <FieldError message={errors.transferType} />
          <List.Item
            className="ot-row"
            extra={
              <span className="ot-length" aria-live="polite">
                {hours !== undefined ? t('form.hours', { count: Number(hoursText(hours)) }) : '—'}
              </span>
            }
          >
            {t('form.length')}
          </List.Item>
          <FieldError
            message={
              errors.timeLength ??
              (lengthRequest && length.error instanceof Error ? length.error.message : undefined)
            }
          />
        </List>
        <section className="ot-card ot-remark">
          <label className="ot-remark__label" htmlFor="ot-remark">
            {t('form.remark')}
          </label>
          <GrowingTextArea
            id="ot-remark"
            value={form.remark}
            onChange={(remark) => change({ remark })}
            placeholder={t('form.remarkPlaceholder')}
            maxLength={OVERTIME_REMARK_MAX}
            showCount
            rows={{ minRows: 3, maxRows: 6 }}
          />
          <FieldError message={errors.remark} />
        </section>
        <section className="ot-card" aria-label={t('form.attachments')}>
          {/* Files chosen before the first save are kept under the form's own id, which Add adopts. */}
          <LazyAttachmentUploader keyType={OVERTIME_ATTACHMENT_KEY_TYPE} keyId={applyId} />
        </section>
      </div>
      <div className="ot-actions">
        <Button
          className="ot-actions__button"
          size="large"
          disabled={save.isPending}
          onClick={() => void submit(0)}
        >
          {t('form.saveDraft')}
        </Button>
        <Button
          className="ot-actions__button"
          size="large"
          color="primary"
          loading={save.isPending}
          onClick={() => void submit(1)}
        >
          {t('form.submit')}
        </Button>
      </div>
    </Page>
  );
}
