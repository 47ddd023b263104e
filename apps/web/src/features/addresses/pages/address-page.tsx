import type { TAddress } from '@ehome/shared/address/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressBook } from '../../../ui/address-book';
import { Page } from '../../../ui/page';
import { returnWithAddress, safeReturnPath } from '../return-path';

/**
 * /address (spec 2 §2): the address book. With `?select=1&return=<path>` checkout sends the buyer
 * here to pick or add an address and goes back to `<path>?addressId=<id>`; `shop=Welfare` when the
 * welfare checkout asks. Without `select` it only manages the book.
 */
export function AddressPage() {
  const { t } = useTranslation('addresses');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selecting = params.get('select') === '1';
  const back = safeReturnPath(params.get('return'));
  const shop = params.get('shop') === 'Welfare' ? 'Welfare' : 'OnSales';
  const onSelect = selecting
    ? (address: TAddress) =>
        navigate(returnWithAddress(back ?? '/goods', address.addressId), { replace: true })
    : undefined;
  return (
    <Page
      title={selecting ? t('selectTitle') : t('manageTitle')}
      {...(back ? { onBack: () => navigate(back) } : {})}
    >
      <AddressBook
        shop={shop}
        allowDelete
        selectedId={params.get('addressId')}
        {...(onSelect ? { onSelect } : {})}
      />
    </Page>
  );
}
