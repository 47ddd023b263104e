import {
  checkAddress,
  DEFAULT_REGION,
  EMPTY_ADDRESS_ID,
  isNewAddressId,
  normalizeAddress,
  type TAddressFields,
} from '@ehome/shared/address/rules';
import type { TAddress } from '@ehome/shared/address/schemas';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../platform/feedback';
import { serverMessage } from '../../platform/server-message';
import { GrowingTextArea } from '../growing-text-area';

/** The picker and the region data are downloaded when the region row is first tapped. */
const RegionPicker = lazy(() => import('./region-picker').then((m) => ({ default: m.RegionPicker })));

const fieldsOf = (address: TAddress | null): TAddressFields => ({
  userName: address?.userName ?? '',
  tel: address?.tel ?? '',
  addressProvince: address?.addressProvince || DEFAULT_REGION.addressProvince,
  addressCity: address?.addressCity || DEFAULT_REGION.addressCity,
  area: address?.area ?? '',
  postCode: address?.postCode ?? '',
  streetName: address?.streetName ?? '',
});

/**
 * The add/edit dialog (spec 2 §2): consignee*, contact number*, region (default 上海), district,
 * zip code, detailed address*, cancel and save. The shared rule checks it before it is sent (请输入
 * 带*的信息, 手机号码不正确 as a 3 s toast); the server checks it again.
 */
export function AddressDialog({
  address,
  visible,
  regionRows = 3,
  saving,
  onCancel,
  onSave,
}: {
  /** null for a new address. */
  address: TAddress | null;
  visible: boolean;
  regionRows?: number;
  saving: boolean;
  onCancel: () => void;
  onSave: (fields: TAddressFields & { addressId: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation('addresses');
  const [fields, setFields] = useState(() => fieldsOf(address));
  const [picking, setPicking] = useState(false);
  const set = (field: keyof TAddressFields) => (value: string) =>
    setFields((f) => ({ ...f, [field]: value }));
  const save = async () => {
    const problem = checkAddress(fields);
    if (problem) {
      showToast(serverMessage(problem.key, problem.params));
      return;
    }
    const id = address && !isNewAddressId(address.addressId) ? address.addressId : EMPTY_ADDRESS_ID;
    await onSave({ ...normalizeAddress(fields), addressId: id });
  };
  const star = <span className="address-dialog__star">*</span>;
  return (
    <CenterPopup visible={visible} onMaskClick={onCancel} className="address-dialog" destroyOnClose>
      <h2 className="address-dialog__title">{address ? t('editTitle') : t('newTitle')}</h2>
      <List className="address-dialog__form">
        <List.Item
          prefix={
            <label htmlFor="address-userName">
              {t('userName')}
              {star}
            </label>
          }
        >
          <Input
            id="address-userName"
            value={fields.userName}
            onChange={set('userName')}
            placeholder={t('userNamePlaceholder')}
            clearable
          />
        </List.Item>
        <List.Item
          prefix={
            <label htmlFor="address-tel">
              {t('tel')}
              {star}
            </label>
          }
        >
          <Input
            id="address-tel"
            type="tel"
            value={fields.tel}
            onChange={set('tel')}
            placeholder={t('telPlaceholder')}
            clearable
          />
        </List.Item>
        <List.Item
          prefix={
            <span id="address-region-label">
              {t('region')}
              {star}
            </span>
          }
          arrowIcon
        >
          <button
            type="button"
            className="address-dialog__region"
            data-testid="address-region"
            aria-labelledby="address-region-label address-region-value"
            onClick={() => setPicking(true)}
          >
            <span id="address-region-value">
              {fields.addressProvince} {fields.addressCity}
            </span>
          </button>
        </List.Item>
        <List.Item prefix={<label htmlFor="address-area">{t('area')}</label>}>
          <Input
            id="address-area"
            value={fields.area}
            onChange={set('area')}
            placeholder={t('areaPlaceholder')}
          />
        </List.Item>
        <List.Item prefix={<label htmlFor="address-postCode">{t('postCode')}</label>}>
          <Input
            id="address-postCode"
            inputMode="numeric"
            value={fields.postCode}
            onChange={set('postCode')}
            placeholder={t('postCodePlaceholder')}
          />
        </List.Item>
        <List.Item
          prefix={
            <label htmlFor="address-streetName">
              {t('streetName')}
              {star}
            </label>
          }
        >
          <GrowingTextArea
            id="address-streetName"
            value={fields.streetName}
            onChange={set('streetName')}
            placeholder={t('streetNamePlaceholder')}
            rows={{ minRows: 2, maxRows: 4 }}
          />
        </List.Item>
      </List>
      <div className="address-dialog__actions">
        <Button block onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button block color="primary" loading={saving} onClick={() => void save()}>
          {t('save')}
        </Button>
      </div>
      {picking ? (
        <Suspense fallback={null}>
          <RegionPicker
            visible
            rows={regionRows}
            value={[fields.addressProvince, fields.addressCity]}
            onClose={() => setPicking(false)}
            onConfirm={(province, city) =>
              setFields((f) => ({ ...f, addressProvince: province, addressCity: city }))
            }
          />
        </Suspense>
      ) : null}
    </CenterPopup>
  );
}
