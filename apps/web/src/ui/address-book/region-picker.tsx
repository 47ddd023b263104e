import CascadePicker, { type CascadePickerOption } from 'antd-mobile/es/components/cascade-picker';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Item height of antd-mobile's picker and the height of its header bar. */
const ITEM_PX = 34;
const HEADER_PX = 45;

let cached: CascadePickerOption[] | null = null;

/** The region data is a chunk of its own, downloaded the first time a picker opens. */
function useRegionOptions(wanted: boolean): CascadePickerOption[] | null {
  const [options, setOptions] = useState(cached);
  useEffect(() => {
    if (!wanted || options) return;
    let live = true;
    void import('./regions').then(({ regionOptions }) => {
      cached ??= regionOptions();
      if (live) setOptions(cached);
    });
    return () => {
      live = false;
    };
  }, [wanted, options]);
  return options;
}

/**
 * Province and city picker (spec 2 §9: 3 visible items in dialogs, 5 on the onboarding screens).
 * Values are the region names the address book stores.
 */
export function RegionPicker({
  visible,
  value,
  rows = 3,
  onClose,
  onConfirm,
}: {
  visible: boolean;
  value: [string, string];
  rows?: number;
  onClose: () => void;
  onConfirm: (province: string, city: string) => void;
}) {
  const { t } = useTranslation('addresses');
  const options = useRegionOptions(visible);
  if (!options) return null;
  return (
    <CascadePicker
      className="address-region-picker"
      style={{ height: `${HEADER_PX + rows * ITEM_PX}px` }}
      title={t('region')}
      confirmText={t('confirm')}
      cancelText={t('cancel')}
      options={options}
      visible={visible}
      value={value}
      onClose={onClose}
      onConfirm={(picked) => {
        const [province, city] = picked;
        if (typeof province === 'string' && typeof city === 'string') onConfirm(province, city);
      }}
    />
  );
}
