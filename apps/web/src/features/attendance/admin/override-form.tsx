import { calendarDay } from '@ehome/shared/attendance/calendar';
import type { TCalendarOverrideItem, TCalendarOverrideSave } from '@ehome/shared/attendance/schemas';
import Button from 'antd-mobile/es/components/button';
import { lazy, useEffect } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { loadOnUse } from '../../../platform/load-on-use';
import { withServerMessages } from '../../../platform/server-messages';
import { LazySheet, useLazySheet } from '../../../ui/lazy-sheet';
import { useSaveCalendarOverride } from '../api/save-calendar-override';
import { formatDateWeekday, formatDayMonth, formatMonthName } from '../calendar/format';
import { FieldError } from './field-error';
import {
  EMPTY_OVERRIDE_FORM,
  isoOfLocalDate,
  localDateOfIso,
  OVERRIDE_KINDS,
  overrideWarning,
  type TOverrideForm,
} from './override-model';
import { StatutoryNote } from './statutory-note';
import { TextField } from './text-field';

// zod and the message catalogue come on the first touch of the form; a submit before then waits.
const loadValidation = withServerMessages(() => import('./override-validation'));
const resolver: Resolver<TOverrideForm, unknown, TCalendarOverrideSave> = async (...args) =>
  (await loadValidation()).overrideResolver(...args);

// The picker (a sheet with its animation library) downloads when HR first opens it.
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

/** ZCalendarOverrideSave: name 1 to 30 characters. */
const NAME_MAX = 30;

type TProps = {
  year: number;
  /** The year's overrides by date: picking one of them says it will be replaced. */
  existing: ReadonlyMap<string, TCalendarOverrideItem>;
  /** An override to edit, filled in when it changes. */
  preset: TCalendarOverrideItem | null;
};

/** Adds (or replaces) the company's type of a date of the year: an extra day off or workday. */
export function OverrideForm({ year, existing, preset }: TProps) {
  const { t, i18n } = useTranslation('attendanceAdmin');
  const picker = useLazySheet();
  const save = useSaveCalendarOverride();
  const { control, handleSubmit, reset, setValue, formState } = useForm<
    TOverrideForm,
    unknown,
    TCalendarOverrideSave
  >({
    defaultValues: EMPTY_OVERRIDE_FORM,
    resolver,
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as TOverrideForm;
  const { errors, isSubmitted } = formState;

  useEffect(() => {
    if (preset) reset({ date: preset.date, dayType: preset.dayType, name: preset.name });
  }, [preset, reset]);

  // A date of another year would be saved where the list does not show it.
  useEffect(() => {
    if (values.date && !values.date.startsWith(`${year}-`)) setValue('date', '');
  }, [year, values.date, setValue]);

  const submit = handleSubmit(async (payload) => {
    try {
      await save.mutateAsync(payload);
    } catch {
      // Toasted by the HTTP client.
      return;
    }
    showToast(t('workCalendar.saved', { date: formatDayMonth(payload.date, i18n.language) }));
    reset(EMPTY_OVERRIDE_FORM);
  });

  const replacing = values.date ? existing.get(values.date) : undefined;
  const warning = values.date ? overrideWarning(values.dayType, calendarDay(values.date).dayType) : null;
  // The picker opens on the date chosen, else on today when the year shown is this one.
  const today = isoOfLocalDate(new Date());
  const pickerStart = values.date || (today.startsWith(`${year}-`) ? today : `${year}-01-01`);

  return (
    <form
      className="admin-card admin-form"
      aria-labelledby="override-form-title"
      noValidate
      {...loadOnUse(loadValidation)}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="override-form-title" className="admin-card__title">
        {t('workCalendar.formTitle')}
      </h2>

      <button
        type="button"
        className={`admin-select${errors.date ? ' admin-select--invalid' : ''}`}
        aria-haspopup="dialog"
        aria-invalid={Boolean(errors.date)}
        aria-describedby={errors.date ? 'override-date-error' : undefined}
        onClick={picker.show}
      >
        <span className="admin-select__label">{t('workCalendar.date')}</span>
        <span className={`admin-select__value${values.date ? '' : ' admin-select__value--empty'}`}>
          {values.date ? formatDateWeekday(values.date, i18n.language) : t('workCalendar.pickDate')}
        </span>
        <span className="admin-select__arrow" aria-hidden="true" />
      </button>
      <FieldError id="override-date-error" message={errors.date?.message} field="date" />
      {values.date ? <StatutoryNote date={values.date} /> : null}
      {replacing ? (
        <p className="admin-notice">
          {t('workCalendar.replaces', {
            kind: t(`workCalendar.kind.${replacing.dayType}`),
            name: replacing.name,
          })}
        </p>
      ) : null}

      <div className="admin-field">
        <span className="admin-field__label" id="override-kind-label">
          {t('workCalendar.kindLabel')}
        </span>
        <Controller
          control={control}
          name="dayType"
          render={({ field }) => (
            <div className="admin-segments" role="radiogroup" aria-labelledby="override-kind-label">
              {OVERRIDE_KINDS.map((kind) => (
                <label key={kind} className="admin-segments__item" data-checked={field.value === kind}>
                  <input
                    type="radio"
                    className="admin-segments__input"
                    name="override-kind"
                    value={kind}
                    checked={field.value === kind}
                    onChange={() => field.onChange(kind)}
                  />
                  <span className="admin-segments__title">{t(`workCalendar.add.${kind}`)}</span>
                  <span className="admin-segments__hint">{t(`workCalendar.addHint.${kind}`)}</span>
                </label>
              ))}
            </div>
          )}
        />
      </div>
      {warning ? (
        <p className="admin-notice">
          {warning === 'holiday'
            ? t('workCalendar.overridesHoliday', { kind: t(`workCalendar.kind.${values.dayType}`) })
            : t(`workCalendar.sameType.${values.dayType === 0 ? 'work' : 'off'}`)}
        </p>
      ) : null}

      <TextField
        control={control}
        name="name"
        id="override-name"
        label={t('workCalendar.name')}
        placeholder={t('workCalendar.namePlaceholder')}
        maxLength={NAME_MAX}
        invalid={Boolean(errors.name)}
        describedBy="override-name-error"
      />
      <FieldError id="override-name-error" message={errors.name?.message} field="name" />

      <Button
        className="admin-form__submit"
        block
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        loading={formState.isSubmitting}
      >
        {replacing ? t('workCalendar.replace') : t('workCalendar.submit')}
      </Button>

      <LazySheet sheet={picker}>
        <DatePicker
          visible={picker.visible}
          onClose={picker.close}
          title={t('workCalendar.pickDate')}
          confirmText={t('ok')}
          cancelText={t('cancel')}
          min={new Date(year, 0, 1)}
          max={new Date(year, 11, 31)}
          value={localDateOfIso(pickerStart)}
          renderLabel={(type, value) =>
            type === 'month' ? formatMonthName(value, i18n.language) : String(value)
          }
          onConfirm={(date) =>
            setValue('date', isoOfLocalDate(date), { shouldDirty: true, shouldValidate: isSubmitted })
          }
        />
      </LazySheet>
    </form>
  );
}
