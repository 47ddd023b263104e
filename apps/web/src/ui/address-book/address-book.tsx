import { ADDRESS_COLLAPSED_COUNT, type TAddressFields } from '@ehome/shared/address/rules';
import type { TAddress } from '@ehome/shared/address/schemas';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm, showToast } from '../../platform/feedback';
import { i18next, loadNamespaces } from '../../platform/i18n';
import { withServerMessages } from '../../platform/server-messages';
import { LineIcon } from '../line-icon';
import { PageLoading } from '../page-loading';
import { type TAddressShop, useAddressAction, useAddressBook } from './api';
import './address-book.css';

/** The dialog (popup, inputs, the shared messages) is downloaded when it first opens. */
const AddressDialog = lazy(
  withServerMessages(() => import('./address-dialog').then((m) => ({ default: m.AddressDialog }))),
);

const EDIT_ICON = 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4';

/** The addresses namespace for every screen that embeds the book (shops, certificate screens). */
function useAddressCatalogue(): boolean {
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(i18next.language, 'addresses'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadNamespaces(['addresses']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

export type TAddressBookProps = {
  /** Which shop asks (the book is the same). */
  shop?: TAddressShop;
  /** Highlighted address (the one chosen for an order or a courier). */
  selectedId?: string | null;
  /** Shows a choose button per address; without it the book only manages. */
  onSelect?: (address: TAddress) => void;
  /** Deleting is offered only where the screen allows it (spec 2 §2). */
  allowDelete?: boolean;
  /** Visible items of the region picker: 3 in dialogs (spec 2 §9). */
  regionRows?: number;
};

/**
 * The address book (spec 2 §2, spec 3 /Materialcollectionaddres): default first, one entry shown
 * until "show more", choose, edit, set default (a badge when already default), delete after 确定删除
 * 地址吗?, and a new-address bar opening the add/edit dialog.
 */
export function AddressBook({
  shop = 'OnSales',
  selectedId = null,
  onSelect,
  allowDelete = false,
  regionRows = 3,
}: TAddressBookProps) {
  const ready = useAddressCatalogue();
  const { t } = useTranslation('addresses');
  const book = useAddressBook(shop);
  const action = useAddressAction(shop);
  const [expanded, setExpanded] = useState(false);
  /** undefined: closed; null: a new address. */
  const [editing, setEditing] = useState<TAddress | null | undefined>(undefined);

  if (!ready || book.isPending) return <PageLoading />;
  if (book.isError) {
    return (
      <section className="notice">
        <p className="notice__text" role="alert">
          {book.error.message || t('loadFailed')}
        </p>
        <Button color="primary" fill="outline" onClick={() => void book.refetch()}>
          {t('retry')}
        </Button>
      </section>
    );
  }

  const addresses = book.data;
  const shown = expanded ? addresses : addresses.slice(0, ADDRESS_COLLAPSED_COUNT);
  const run = async (act: Parameters<typeof action.mutateAsync>[0], done?: string): Promise<boolean> => {
    try {
      await action.mutateAsync(act);
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : t('failed'));
      return false;
    }
    if (done) showToast(done);
    return true;
  };
  const remove = async (address: TAddress) => {
    if (!(await showConfirm(t('confirmDelete'), t('delete')))) return;
    await run({ kind: 'delete', addressId: address.addressId }, t('deleted'));
  };
  const save = async (fields: TAddressFields & { addressId: string }) => {
    const isNew = editing === null;
    const saved = await run({ kind: isNew ? 'insert' : 'update', address: fields }, t('saved'));
    if (saved) setEditing(undefined);
    return saved;
  };

  return (
    <div className="address-book">
      {addresses.length === 0 ? (
        <p className="address-book__empty">{t('empty')}</p>
      ) : (
        <ul className="address-book__list" aria-label={t('title')}>
          {shown.map((address) => (
            <li
              key={address.addressId}
              className={`address-card${address.addressId === selectedId ? ' address-card--selected' : ''}`}
              data-testid="address-card"
            >
              <div className="address-card__head">
                <span className="address-card__name">{address.userName}</span>
                <span className="address-card__tel">{address.tel}</span>
                <button
                  type="button"
                  className="address-card__edit"
                  aria-label={t('edit')}
                  onClick={() => setEditing(address)}
                >
                  <LineIcon path={EDIT_ICON} size={20} />
                </button>
              </div>
              <p className="address-card__street">
                {address.addressProvince} {address.addressCity} {address.area} {address.streetName}
                {address.postCode ? ` (${address.postCode})` : ''}
              </p>
              <div className="address-card__actions">
                {address.isDefault ? (
                  <span className="address-card__badge">{t('default')}</span>
                ) : (
                  <Button
                    size="mini"
                    fill="none"
                    color="primary"
                    onClick={() => void run({ kind: 'setDefault', addressId: address.addressId })}
                  >
                    {t('setDefault')}
                  </Button>
                )}
                <span className="address-card__spacer" />
                {allowDelete ? (
                  <Button size="mini" fill="none" color="danger" onClick={() => void remove(address)}>
                    {t('delete')}
                  </Button>
                ) : null}
                {onSelect ? (
                  <Button size="mini" color="primary" onClick={() => onSelect(address)}>
                    {t('choose')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {addresses.length > ADDRESS_COLLAPSED_COUNT ? (
        <button type="button" className="address-book__more" onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('collapse') : t('showMore', { count: addresses.length - ADDRESS_COLLAPSED_COUNT })}
        </button>
      ) : null}
      <div className="address-book__bar">
        <Button block color="primary" onClick={() => setEditing(null)}>
          {t('add')}
        </Button>
      </div>
      {editing !== undefined ? (
        <Suspense fallback={null}>
          <AddressDialog
            key={editing?.addressId ?? 'new'}
            address={editing}
            visible
            regionRows={regionRows}
            saving={action.isPending}
            onCancel={() => setEditing(undefined)}
            onSave={save}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
