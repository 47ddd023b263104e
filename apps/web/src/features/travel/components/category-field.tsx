import type { TTravelCategory } from '@ehome/shared/travel/schemas';
import List from 'antd-mobile/es/components/list';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const Picker = lazy(() => import('antd-mobile/es/components/picker'));

type TProps = {
  label: string;
  placeholder: string;
  categories: readonly TTravelCategory[];
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
};

/** The outing or trip type, picked from the categories the server offers. */
export function CategoryField({ label, placeholder, categories, value, onChange, invalid }: TProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const shown = categories.find((c) => c.applyCategoryId === value)?.displayName ?? '';
  return (
    <>
      <List.Item
        className={invalid ? 'travel-row travel-row--invalid' : 'travel-row'}
        extra={
          <span className={shown ? 'travel-row__value' : 'travel-row__placeholder'}>
            {shown || placeholder}
          </span>
        }
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </List.Item>
      {wanted ? (
        <Suspense fallback={null}>
          <Picker
            visible={open}
            onClose={() => setOpen(false)}
            title={label}
            confirmText={t('ok')}
            cancelText={t('cancel')}
            columns={[categories.map((c) => ({ label: c.displayName, value: c.applyCategoryId }))]}
            value={value ? [value] : []}
            onConfirm={(picked) => onChange(String(picked[0] ?? ''))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
