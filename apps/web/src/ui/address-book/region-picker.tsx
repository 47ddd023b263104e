import CascadePicker, { type CascadePickerOption } from 'antd-mobile/es/components/cascade-picker';
import { useTranslation } from 'react-i18next';
import { regionOptions } from './regions';

/** Item height of antd-mobile's picker and the height of its header bar. */
const ITEM_PX = 34;
const HEADER_PX = 45;

let cached: CascadePickerOption[] | null = null;

/**
 * Province and city picker (spec 2 §9: 3 visible items in dialogs, 5 on the onboarding screens).
 * Values are the region names the address book stores. This module (with the region data) is a
 * chunk of its own, downloaded the first time a picker opens.
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
  cached ??= regionOptions();
  return (
    <CascadePicker
      className="address-region-picker"
      style={{ height: `${HEADER_PX + rows * ITEM_PX}px` }}
      title={t('region')}
      confirmText={t('confirm')}
      cancelText={t('cancel')}
      options={cached}
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
