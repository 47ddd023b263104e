import type { TDeductionKind } from '@ehome/shared/tax-deductions/constants';
import {
  CERTIFICATE_TYPES,
  CHILD_STAGES,
  CITY_CLASSES,
  DEGREE_STAGES,
  OTHER_TYPES,
  RATIOS,
  SHARE_METHODS,
} from '@ehome/shared/tax-deductions/constants';
import { checkDeductionItem, type TMemberFacts } from '@ehome/shared/tax-deductions/rules';
import type { TDeductionItem, TDeductionItemInput, TMember } from '@ehome/shared/tax-deductions/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { newClientKey, useDeductionActions } from '../api/deductions';

type TField =
  | { name: keyof TDeductionItemInput; type: 'select'; options: readonly string[] }
  | { name: keyof TDeductionItemInput; type: 'member'; relations?: readonly string[]; self?: boolean }
  | { name: 'dependantIds'; type: 'members' }
  | { name: keyof TDeductionItemInput; type: 'month' | 'date' | 'text' | 'amount' | 'integer' }
  | { name: 'onlyChild'; type: 'yesNo' };

/** The fields of each kind, in the order of the form (spec 3 §5 "Tax deductions"). */
export const KIND_FIELDS: Record<TDeductionKind, TField[]> = {
  childEducation: [
    { name: 'memberId', type: 'member', relations: ['child'] },
    { name: 'stage', type: 'select', options: CHILD_STAGES },
    { name: 'startMonth', type: 'month' },
    { name: 'endMonth', type: 'month' },
    { name: 'ratio', type: 'select', options: RATIOS },
  ],
  infantCare: [
    { name: 'memberId', type: 'member', relations: ['child'] },
    { name: 'ratio', type: 'select', options: RATIOS },
  ],
  continuingEducation: [
    { name: 'degreeStage', type: 'select', options: DEGREE_STAGES },
    { name: 'degreeStart', type: 'month' },
    { name: 'degreeEnd', type: 'month' },
    { name: 'certType', type: 'select', options: CERTIFICATE_TYPES },
    { name: 'certNumber', type: 'text' },
    { name: 'certIssuer', type: 'text' },
    { name: 'certDate', type: 'date' },
  ],
  seriousIllness: [
    { name: 'memberId', type: 'member', self: true },
    { name: 'totalAmount', type: 'amount' },
    { name: 'personalAmount', type: 'amount' },
  ],
  housingLoan: [
    { name: 'loanTerm', type: 'integer' },
    { name: 'firstRepayment', type: 'date' },
  ],
  rent: [
    { name: 'cityClass', type: 'select', options: CITY_CLASSES },
    { name: 'leaseStart', type: 'date' },
    { name: 'leaseEnd', type: 'date' },
  ],
  elderlySupport: [
    { name: 'onlyChild', type: 'yesNo' },
    { name: 'dependantIds', type: 'members' },
    { name: 'shareMethod', type: 'select', options: SHARE_METHODS },
    { name: 'amount', type: 'amount' },
  ],
  other: [
    { name: 'otherType', type: 'select', options: OTHER_TYPES },
    { name: 'amount', type: 'amount' },
  ],
};

type TValues = Record<string, string | boolean | string[] | undefined>;

/**
 * One deduction item's form: the fields of its kind, checked by the shared rule before it is sent
 * (the same message the server would give), then SaveItem with a key chosen once (a double tap adds
 * one). `others` are the record's other kinds (loan and rent, one elderly support).
 */
export function ItemForm({
  kind,
  year,
  item,
  members,
  others,
  onSaved,
}: {
  kind: TDeductionKind;
  year: number;
  item: TDeductionItem | null;
  members: TMember[];
  others: TDeductionKind[];
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation('deductions');
  const [values, setValues] = useState<TValues>(() => ({ ...(item?.data as TValues | undefined) }));
  const [clientKey] = useState(newClientKey);
  const { saveItem } = useDeductionActions();
  const set = (name: string, value: TValues[string]) => setValues((v) => ({ ...v, [name]: value }));
  const hidden = (name: string) =>
    kind === 'elderlySupport' && values.onlyChild === true && (name === 'shareMethod' || name === 'amount');

  const submit = async () => {
    const input = {
      ...values,
      year,
      kind,
      ...(item ? { id: item.id } : { clientKey }),
    } as TDeductionItemInput;
    const facts = new Map<string, TMemberFacts>(
      members.map((m) => [m.id, { relation: m.relation, birthDate: m.birthDate }]),
    );
    const checked = checkDeductionItem(input, { members: facts, others });
    if (!checked.ok) {
      showToast(serverMessage(checked.problem.key, checked.problem.params));
      return;
    }
    onSaved(await saveItem.mutateAsync(input));
  };

  return (
    <form
      className="ded-card ded-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {KIND_FIELDS[kind]
        .filter((f) => !hidden(f.name))
        .map((field) => (
          <div className="ded-field" key={field.name}>
            <label className="ded-field__label" id={`ded-${field.name}`} htmlFor={`ded-${field.name}-input`}>
              {t(`field.${field.name}`)}
            </label>
            <FieldInput
              field={field}
              value={values[field.name]}
              members={members}
              onChange={(v) => set(field.name, v)}
            />
          </div>
        ))}
      <Button block color="primary" type="submit" loading={saveItem.isPending} className="ded-submit">
        {t('save')}
      </Button>
    </form>
  );
}

function FieldInput({
  field,
  value,
  members,
  onChange,
}: {
  field: TField;
  value: TValues[string];
  members: TMember[];
  onChange: (value: TValues[string]) => void;
}) {
  const { t } = useTranslation('deductions');
  const labelledBy = `ded-${field.name}`;
  switch (field.type) {
    case 'select':
      return (
        <Selector
          aria-labelledby={labelledBy}
          columns={Math.min(field.options.length, 3)}
          options={field.options.map((o) => ({ label: t(`option.${field.name}.${o}`), value: o }))}
          value={typeof value === 'string' && value ? [value] : []}
          onChange={(v) => onChange(v[0] ?? '')}
        />
      );
    case 'yesNo':
      return (
        <Selector
          aria-labelledby={labelledBy}
          columns={2}
          options={[
            { label: t('yes'), value: 'yes' },
            { label: t('no'), value: 'no' },
          ]}
          value={value === true ? ['yes'] : value === false ? ['no'] : []}
          onChange={(v) => onChange(v[0] === undefined ? undefined : v[0] === 'yes')}
        />
      );
    case 'member':
    case 'members': {
      const list = members.filter(
        (m) => field.type === 'members' || !field.relations || field.relations.includes(m.relation),
      );
      const options = [
        ...(field.type === 'member' && field.self ? [{ label: t('self'), value: 'self' }] : []),
        ...list.map((m) => ({ label: `${m.name}（${t(`relation.${m.relation}`)}）`, value: m.id })),
      ];
      if (options.length === 0) return <p className="ded-muted">{t('noMembers')}</p>;
      return (
        <Selector
          aria-labelledby={labelledBy}
          columns={1}
          multiple={field.type === 'members'}
          options={options}
          value={Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []}
          onChange={(v) => onChange(field.type === 'members' ? v : (v[0] ?? ''))}
        />
      );
    }
    case 'month':
    case 'date':
      return (
        <input
          className="ded-native"
          id={`${labelledBy}-input`}
          type={field.type}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <Input
          id={`${labelledBy}-input`}
          inputMode={field.type === 'text' ? 'text' : field.type === 'integer' ? 'numeric' : 'decimal'}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v)}
          clearable
        />
      );
  }
}
