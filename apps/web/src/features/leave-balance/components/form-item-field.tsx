import type { TFormItem, TFormValue } from '@ehome/shared/leave/dynamic-form';
import { DEFAULT_MAX_LENGTH } from '@ehome/shared/leave/dynamic-form-rules';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { LazySheet, useLazySheet } from '../../../ui/lazy-sheet';
import { DATE_PRECISION, formatPicked, parsePicked } from '../form-model';

// Sheets and their animation library download when a picker first opens.
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));
const Picker = lazy(() => import('antd-mobile/es/components/picker'));

/** More options than this read better in a wheel than as chips. */
const MAX_CHIPS = 6;
const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'));

type TProps = {
  item: TFormItem;
  value: TFormValue;
  onChange: (value: TFormValue) => void;
  /** The message under the field while it is wrong. */
  error?: string;
  /** The file control: the attachment uploader bound to this form, reporting its files' ids. */
  renderFiles: (onChange: (ids: string[]) => void) => ReactNode;
};

/** One formItem of a dynamic form (spec 3 §3), rendered by its ctrlType with its label and required mark. */
export function FormItemField({ item, value, onChange, error, renderFiles }: TProps) {
  const id = `form-item-${item.fieldName}`;
  const errorId = `${id}-error`;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const described = error ? errorId : item.remarks ? `${id}-remarks` : undefined;

  let control: ReactNode;
  switch (item.ctrlType) {
    case 'text':
      control = (
        <Input
          id={id}
          className="dyn-field__input"
          value={text}
          onChange={onChange}
          maxLength={item.maxLength ?? DEFAULT_MAX_LENGTH.text}
          inputMode={
            item.dataType === 'number' ? 'decimal' : item.dataType === 'integer' ? 'numeric' : undefined
          }
          aria-invalid={Boolean(error)}
          aria-labelledby={`${id}-label`}
          aria-describedby={described}
          clearable
        />
      );
      break;
    case 'textarea':
      control = (
        <GrowingTextArea
          id={id}
          className="dyn-field__textarea"
          value={text}
          onChange={onChange}
          maxLength={item.maxLength ?? DEFAULT_MAX_LENGTH.textarea}
          showCount
          rows={{ minRows: 3, maxRows: 8 }}
          aria-invalid={Boolean(error)}
          aria-labelledby={`${id}-label`}
          aria-describedby={described}
        />
      );
      break;
    case 'select':
      control =
        item.items.length <= MAX_CHIPS ? (
          <Selector
            className="dyn-field__selector"
            columns={item.items.length === 4 || item.items.length <= 2 ? 2 : 3}
            options={item.items.map((option) => ({ label: option.selectText, value: option.selectValue }))}
            value={text ? [text] : []}
            onChange={(picked) => onChange(picked[0] ?? null)}
          />
        ) : (
          <WheelSelect item={item} value={text} onChange={onChange} invalid={Boolean(error)} />
        );
      break;
    case 'checkbox':
      control = (
        <Checkbox.Group value={list} onChange={(picked) => onChange(picked.map(String))}>
          <div className="dyn-field__checks">
            {item.items.map((option) => (
              <Checkbox key={option.selectValue} value={option.selectValue}>
                {option.selectText}
              </Checkbox>
            ))}
          </div>
        </Checkbox.Group>
      );
      break;
    case 'datepick':
      control = <DateValue item={item} value={text} onChange={onChange} invalid={Boolean(error)} />;
      break;
    case 'file':
      control = renderFiles(onChange);
      break;
  }

  return (
    <fieldset className={error ? 'dyn-field dyn-field--invalid' : 'dyn-field'} aria-describedby={described}>
      <legend className="dyn-field__label" id={`${id}-label`}>
        {item.isRequired && (
          <span className="dyn-field__required" aria-hidden="true">
            *
          </span>
        )}
        {/* A text control is a native input inside antd-mobile's wrapper, which keeps aria-labelledby
            on the wrapper: the input gets its name from a label of its own. */}
        {item.ctrlType === 'text' || item.ctrlType === 'textarea' ? (
          <label htmlFor={id}>{item.name}</label>
        ) : (
          item.name
        )}
      </legend>
      {control}
      {item.remarks && !error && (
        <p className="dyn-field__remarks" id={`${id}-remarks`}>
          {item.remarks}
        </p>
      )}
      {error && (
        <p className="dyn-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type TPickerProps = { item: TFormItem; value: string; onChange: (value: string) => void; invalid: boolean };

/** A row that opens a bottom sheet; the sheet's code downloads on the first tap. */
function SheetButton({
  value,
  invalid,
  onOpen,
  placeholder,
}: {
  value: string;
  invalid: boolean;
  onOpen: () => void;
  placeholder: string;
}) {
  return (
    <button
      type="button"
      className={invalid ? 'dyn-field__picker dyn-field__picker--invalid' : 'dyn-field__picker'}
      onClick={onOpen}
    >
      <span className={value ? 'dyn-field__picked' : 'dyn-field__placeholder'}>{value || placeholder}</span>
      <span className="dyn-field__chevron" aria-hidden="true">
        ›
      </span>
    </button>
  );
}

function DateValue({ item, value, onChange, invalid }: TPickerProps) {
  const { t } = useTranslation(['leaveBalance', 'common']);
  const picker = useLazySheet();
  const format = item.dateFormat ?? 'YYYY-MM-DD';
  const now = new Date();
  const sheetProps = {
    visible: picker.visible,
    onClose: picker.close,
    title: item.name,
    confirmText: t('common:ok'),
    cancelText: t('common:cancel'),
  };
  let sheet: ReactNode;
  if (format === 'HH:mm') {
    const [hour = '09', minute = '00'] = value ? value.split(':') : [];
    sheet = (
      <Picker
        {...sheetProps}
        columns={[HOURS.map((h) => ({ label: h, value: h })), MINUTES.map((m) => ({ label: m, value: m }))]}
        value={[hour, minute]}
        onConfirm={(picked) => onChange(`${picked[0] ?? hour}:${picked[1] ?? minute}`)}
      />
    );
  } else {
    sheet = (
      <DatePicker
        {...sheetProps}
        precision={DATE_PRECISION[format]}
        // Spec 3 §9: date pickers start two years before now; a leave is planned up to a year or two ahead.
        min={new Date(now.getFullYear() - 2, 0, 1)}
        max={new Date(now.getFullYear() + 2, 11, 31, 23, 59)}
        value={parsePicked(value, format) ?? now}
        onConfirm={(date) => onChange(formatPicked(date, format))}
      />
    );
  }
  return (
    <>
      <SheetButton value={value} invalid={invalid} onOpen={picker.show} placeholder={t('form.pick')} />
      <LazySheet sheet={picker}>{sheet}</LazySheet>
    </>
  );
}

function WheelSelect({ item, value, onChange, invalid }: TPickerProps) {
  const { t } = useTranslation(['leaveBalance', 'common']);
  const picker = useLazySheet();
  const label = item.items.find((option) => option.selectValue === value)?.selectText ?? '';
  return (
    <>
      <SheetButton value={label} invalid={invalid} placeholder={t('form.choose')} onOpen={picker.show} />
      <LazySheet sheet={picker}>
        <Picker
          visible={picker.visible}
          onClose={picker.close}
          title={item.name}
          confirmText={t('common:ok')}
          cancelText={t('common:cancel')}
          columns={[item.items.map((option) => ({ label: option.selectText, value: option.selectValue }))]}
          value={value ? [value] : []}
          onConfirm={(picked) => onChange(String(picked[0] ?? ''))}
        />
      </LazySheet>
    </>
  );
}
