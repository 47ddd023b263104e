import type { TKinshipItem, TLeaveCategory } from '@ehome/shared/leave/schemas';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionRow } from '../../../ui/option-row';
import { demands, type TLeaveForm } from '../form-model';
import type { TLeaveCheckContext } from '../validation';
import { DateField } from './date-field';
import { FieldMessage } from './field-message';

type TProps = {
  control: Control<TLeaveForm, TLeaveCheckContext>;
  category: TLeaveCategory;
  kinships: readonly TKinshipItem[];
  errors: Partial<Record<keyof TLeaveForm, string | undefined>>;
  today: string;
};

/**
 * The fields a type demands (settingsObj.customFields): the marriage date of marriage leave, the
 * relative of bereavement leave, the babies and a planned caesarean of maternity leave.
 */
export function CustomFields({ control, category, kinships, errors, today }: TProps) {
  const { t } = useTranslation('leave');
  if (category.settingsObj.customFields.length === 0) return null;
  return (
    <>
      {demands(category, 'MarryDate') ? (
        <Controller
          control={control}
          name="marryDate"
          render={({ field }) => (
            <>
              <DateField
                label={t('form.marryDate')}
                value={field.value}
                onChange={field.onChange}
                placeholder={t('form.pick')}
                invalid={Boolean(errors.marryDate)}
                today={today}
              />
              <FieldMessage message={errors.marryDate} />
            </>
          )}
        />
      ) : null}
      {demands(category, 'Kinship') ? (
        <Controller
          control={control}
          name="kinship"
          render={({ field }) => (
            <>
              <OptionRow
                row="leave-row"
                label={t('form.kinship')}
                value={field.value}
                options={kinships.map((item) => ({ value: item.dictKey, label: item.displayName }))}
                onChange={field.onChange}
                placeholder={t('form.pick')}
                invalid={Boolean(errors.kinship)}
              />
              <FieldMessage message={errors.kinship} />
            </>
          )}
        />
      ) : null}
      {demands(category, 'TwinCount') ? (
        <Controller
          control={control}
          name="twinCount"
          render={({ field }) => (
            <>
              <List.Item
                className={errors.twinCount ? 'leave-row leave-row--invalid' : 'leave-row'}
                extra={
                  <Input
                    className="leave-input"
                    inputMode="numeric"
                    maxLength={1}
                    placeholder={t('form.twinCountPlaceholder')}
                    aria-label={t('form.twinCount')}
                    value={field.value}
                    onChange={(value) => field.onChange(value.replace(/\D/g, ''))}
                  />
                }
              >
                {t('form.twinCount')}
              </List.Item>
              <FieldMessage message={errors.twinCount} />
            </>
          )}
        />
      ) : null}
      {demands(category, 'IsPlaningCaesarean') ? (
        <Controller
          control={control}
          name="isPlaningCaesarean"
          render={({ field }) => (
            <List.Item
              className="leave-row"
              extra={
                <Switch checked={field.value} onChange={field.onChange} aria-label={t('form.caesarean')} />
              }
            >
              {t('form.caesarean')}
            </List.Item>
          )}
        />
      ) : null}
    </>
  );
}
