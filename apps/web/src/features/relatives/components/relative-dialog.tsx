import {
  DEFAULT_RELATION,
  RELATIVE_BIRTHDAY_MIN,
  RELATIVE_RELATIONS,
  type TRelativeRelation,
  type TSex,
} from '@ehome/shared/activities/constants';
import {
  checkRelative,
  EMPTY_RELATIVE_GUID,
  isRelativeRelation,
  sexOfRelation,
  type TRelativeFields,
  type TRelativeProblem,
} from '@ehome/shared/activities/relative-rules';
import type { TRelative } from '@ehome/shared/activities/schemas';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../platform/server-message';
import type { TRelativeSave } from '../api/relatives';

/** The date picker is downloaded when the birthday row is first tapped. */
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

/** Spec 2 §9: 3 visible items; antd-mobile's item height and header bar. */
const PICKER_HEIGHT = `${45 + 3 * 34}px`;
const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localDate = (text: string) => new Date(`${text}T00:00:00`);

const fieldsOf = (relative: TRelative | null): TRelativeFields => ({
  relative_name: relative?.relative_name ?? '',
  relation: relative?.relation ?? DEFAULT_RELATION,
  sex: relative?.sex ?? sexOfRelation(DEFAULT_RELATION),
  age: relative?.age === null || relative?.age === undefined ? '' : String(relative.age),
  birthday: relative?.birthday ?? '',
  phone: relative?.phone ?? '',
  idNo: relative?.idNo ?? '',
});

/**
 * The add/edit dialog of a relative (spec 2 §2, §4, §5): name*, relation* (default wife; picking a
 * relation sets the sex), sex*, age, birthday (1980-01-01 to today), phone, ID number. The shared
 * rule checks it before it is sent and the message shows under the field; the server checks again.
 * An edited relative's ID number stays masked: sent back unchanged, the server keeps the stored one.
 */
export function RelativeDialog({
  relative,
  saving,
  onCancel,
  onSave,
}: {
  /** null for a new relative. */
  relative: TRelative | null;
  saving: boolean;
  onCancel: () => void;
  /** Answers the server's refusal message, or null when saved. */
  onSave: (relative: TRelativeSave) => Promise<string | null>;
}) {
  const { t } = useTranslation('relatives');
  const [fields, setFields] = useState(() => fieldsOf(relative));
  const [problem, setProblem] = useState<TRelativeProblem | null>(null);
  const [serverRefusal, setServerRefusal] = useState('');
  const [picking, setPicking] = useState(false);
  const today = dateText(new Date());
  const set = (field: keyof TRelativeFields) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };
  const pickRelation = (relation: TRelativeRelation) => {
    setFields((f) => ({ ...f, relation, sex: sexOfRelation(relation) }));
    if (problem?.field === 'relation' || problem?.field === 'sex') setProblem(null);
  };
  const message = (field: keyof TRelativeFields): ReactNode =>
    problem?.field === field ? (
      <p className="relative-dialog__error" role="alert" data-testid={`relative-error-${field}`}>
        {serverMessage(problem.key, problem.params)}
      </p>
    ) : null;

  const save = async () => {
    const checked = checkRelative(fields, today);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    const v = checked.values;
    const refused = await onSave({
      relative_id: relative?.relative_id ?? EMPTY_RELATIVE_GUID,
      relative_name: v.name,
      relation: v.relation,
      sex: v.sex,
      age: v.age,
      birthday: v.birthday ?? '',
      phone: v.phone ?? '',
      idNo: v.idNo ?? '',
    });
    setServerRefusal(refused ?? '');
  };
  const star = <span className="relative-dialog__star">*</span>;
  const relation = isRelativeRelation(fields.relation) ? fields.relation : DEFAULT_RELATION;

  return (
    <CenterPopup visible onMaskClick={onCancel} className="relative-dialog" destroyOnClose>
      <h2 className="relative-dialog__title">{relative ? t('editTitle') : t('newTitle')}</h2>
      <List className="relative-dialog__form">
        <List.Item
          prefix={
            <label htmlFor="relative-name">
              {t('name')}
              {star}
            </label>
          }
          description={message('relative_name')}
        >
          <Input
            id="relative-name"
            value={fields.relative_name}
            onChange={set('relative_name')}
            placeholder={t('namePlaceholder')}
            clearable
          />
        </List.Item>
        <List.Item
          className="relative-dialog__choice"
          title={
            <span id="relative-relation-label">
              {t('relation')}
              {star}
            </span>
          }
          description={message('relation')}
        >
          <Selector
            aria-labelledby="relative-relation-label"
            className="relative-dialog__selector"
            columns={3}
            value={[relation]}
            onChange={(values) => {
              const picked = values[0];
              if (picked) pickRelation(picked);
            }}
            options={RELATIVE_RELATIONS.map((r) => ({ value: r, label: t(`relations.${r}`) }))}
          />
        </List.Item>
        <List.Item
          className="relative-dialog__choice"
          title={
            <span id="relative-sex-label">
              {t('sex')}
              {star}
            </span>
          }
          description={message('sex')}
        >
          <Selector
            aria-labelledby="relative-sex-label"
            className="relative-dialog__selector"
            columns={2}
            value={[fields.sex as TSex]}
            onChange={(values) => {
              const picked = values[0];
              if (picked) set('sex')(picked);
            }}
            options={(['male', 'female'] as const).map((s) => ({ value: s, label: t(`sexes.${s}`) }))}
          />
        </List.Item>
        <List.Item prefix={<label htmlFor="relative-age">{t('age')}</label>} description={message('age')}>
          <Input
            id="relative-age"
            inputMode="numeric"
            value={String(fields.age ?? '')}
            onChange={set('age')}
            placeholder={t('agePlaceholder')}
          />
        </List.Item>
        <List.Item
          prefix={<span id="relative-birthday-label">{t('birthday')}</span>}
          description={message('birthday')}
        >
          <button
            type="button"
            className="relative-dialog__picker"
            data-testid="relative-birthday"
            aria-labelledby="relative-birthday-label relative-birthday-value"
            onClick={() => setPicking(true)}
          >
            <span id="relative-birthday-value">
              {fields.birthday || (
                <span className="relative-dialog__placeholder">{t('birthdayPlaceholder')}</span>
              )}
            </span>
          </button>
          {picking ? (
            <Suspense fallback={null}>
              <DatePicker
                visible
                style={{ height: PICKER_HEIGHT }}
                title={t('birthday')}
                confirmText={t('confirm')}
                cancelText={t('cancel')}
                min={localDate(RELATIVE_BIRTHDAY_MIN)}
                max={localDate(today)}
                value={localDate(fields.birthday || today)}
                onClose={() => setPicking(false)}
                onConfirm={(value) => set('birthday')(dateText(value))}
              />
            </Suspense>
          ) : null}
        </List.Item>
        <List.Item
          prefix={<label htmlFor="relative-phone">{t('phone')}</label>}
          description={message('phone')}
        >
          <Input
            id="relative-phone"
            type="tel"
            value={fields.phone}
            onChange={set('phone')}
            placeholder={t('phonePlaceholder')}
            clearable
          />
        </List.Item>
        <List.Item prefix={<label htmlFor="relative-idNo">{t('idNo')}</label>} description={message('idNo')}>
          <Input
            id="relative-idNo"
            value={fields.idNo}
            onChange={set('idNo')}
            placeholder={t('idNoPlaceholder')}
            clearable
          />
        </List.Item>
      </List>
      {serverRefusal ? (
        <p className="relative-dialog__error relative-dialog__server" role="alert">
          {serverRefusal}
        </p>
      ) : null}
      <div className="relative-dialog__actions">
        <Button block onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button block color="primary" loading={saving} onClick={() => void save()}>
          {t('save')}
        </Button>
      </div>
    </CenterPopup>
  );
}
