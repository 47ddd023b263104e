import type { TWelfareDelivery } from '@ehome/shared/welfare/constants';
import type { TWelfareRightDetail } from '@ehome/shared/welfare/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAddressBook } from '../../../ui/address-book';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { addressPickerPath } from '../../addresses';
import { useClaim, useRight } from '../api/welfare';
import { WelfarePicture } from '../components/welfare-picture';
import { claimPath, successPath } from '../format';
import '../welfare.css';

/** The claim form of an open right: package (gift), delivery and address, kept in the URL. */
function ClaimForm({ right }: { right: TWelfareRightDetail }) {
  const { t } = useTranslation('welfare');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const claim = useClaim();
  const gift = right.kind === 'gift';
  const packageId = params.get('pkg') ?? '';
  const delivery = (params.get('delivery') as TWelfareDelivery | null) ?? (gift ? 'express' : 'voucher');
  const book = useAddressBook('Welfare');
  const addresses = book.data ?? [];
  const chosenId = params.get('addressId');
  const address =
    addresses.find((a) => a.addressId === chosenId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const here = () => {
    const url = new URLSearchParams(params);
    url.delete('addressId');
    return `/rightsDetails?${url.toString()}`;
  };
  const chosen = right.packages.find((p) => p.id === packageId);
  const missing = gift
    ? !chosen
      ? t('claim.choosePackage')
      : delivery === 'express' && !address
        ? t('claim.chooseAddress')
        : null
    : null;

  const submit = () => {
    if (missing || claim.isPending) return;
    claim.mutate(
      {
        rightId: right.id,
        packageId: gift ? packageId : null,
        delivery,
        addressId: gift && delivery === 'express' ? (address?.addressId ?? null) : null,
      },
      { onSuccess: (done) => navigate(successPath(done.claimId), { replace: true }) },
    );
  };

  return (
    <>
      {gift ? (
        <section className="welfare-card">
          <h2 className="welfare-card__title">{t('claim.packages')}</h2>
          <div className="welfare-packages">
            {right.packages.map((p) => {
              const soldOut = p.remaining === 0;
              return (
                <button
                  key={p.id}
                  type="button"
                  aria-pressed={p.id === packageId}
                  disabled={soldOut}
                  className={p.id === packageId ? 'welfare-package welfare-package--on' : 'welfare-package'}
                  onClick={() => set('pkg', p.id)}
                >
                  <WelfarePicture imagePath={p.imagePath} color={p.color} size={52} />
                  <span className="welfare-package__text">
                    <strong>{p.name}</strong>
                    <small>{p.contents}</small>
                    <span className="welfare-package__meta">
                      <span className="welfare-money">¥{p.value}</span>
                      {soldOut ? (
                        <span className="welfare-tag welfare-tag--ended">{t('claim.soldOut')}</span>
                      ) : p.remaining !== null ? (
                        <small>{t('claim.remaining', { n: p.remaining })}</small>
                      ) : null}
                    </span>
                  </span>
                </button>
              );
            })}
          </div>
        </section>
      ) : null}
      {gift ? (
        <section className="welfare-card">
          <h2 className="welfare-card__title">{t('claim.delivery')}</h2>
          <div className="welfare-choices">
            {(['express', ...(right.pickupPoint ? ['pickup'] : [])] as TWelfareDelivery[]).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={d === delivery}
                className={d === delivery ? 'welfare-choice welfare-choice--on' : 'welfare-choice'}
                onClick={() => set('delivery', d)}
              >
                {t(`delivery.${d}`)}
              </button>
            ))}
          </div>
          {delivery === 'express' ? (
            <Link
              className="welfare-address"
              to={addressPickerPath(here(), { shop: 'Welfare', addressId: address?.addressId ?? null })}
            >
              {address ? (
                <>
                  <strong>
                    {address.userName} {address.tel}
                  </strong>
                  <small>
                    {address.addressProvince}
                    {address.addressCity === address.addressProvince ? '' : address.addressCity}
                    {address.area}
                    {address.streetName}
                  </small>
                </>
              ) : (
                <strong>{book.isLoading ? t('loading') : t('claim.addAddress')}</strong>
              )}
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <p className="welfare-muted">{t('claim.pickupAt', { place: right.pickupPoint })}</p>
          )}
        </section>
      ) : (
        <section className="welfare-card">
          <p className="welfare-muted">{t('claim.voucherNote', { date: right.voucherValidTo ?? '' })}</p>
        </section>
      )}
      <div className="welfare-bar">
        {missing ? <small className="welfare-muted">{missing}</small> : <span />}
        <Button color="primary" disabled={Boolean(missing)} loading={claim.isPending} onClick={submit}>
          {t('claim.submit')}
        </Button>
      </div>
    </>
  );
}

/** /rightsDetails?id: a right: what it is, its window, its packages, and the claim. */
export function RightDetailPage() {
  const { t } = useTranslation('welfare');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const right = useRight(id);
  const r = right.data;
  return (
    <Page title={t('right.title')}>
      <div className="welfare-page welfare-page--bar">
        {r ? (
          <>
            <section className="welfare-hero" style={{ background: r.color }}>
              <WelfarePicture imagePath={r.imagePath} color="rgba(255,255,255,0.2)" size={56} />
              <div>
                <h1>{r.name}</h1>
                <p>{t('right.window', { from: r.claimFrom.slice(0, 16), to: r.claimTo.slice(0, 16) })}</p>
                {r.kind === 'voucher' ? <p>{t('right.value', { value: r.value })}</p> : null}
              </div>
            </section>
            <section className="welfare-card">
              <p className="welfare-description">{r.description}</p>
            </section>
            {r.state === 'open' ? (
              <ClaimForm right={r} />
            ) : r.claimId ? (
              <section className="welfare-card">
                <p>{t('right.alreadyClaimed')}</p>
                <Link className="welfare-link" to={claimPath(r.claimId)}>
                  {t('right.viewClaim')}
                </Link>
              </section>
            ) : (
              <p className="welfare-state">{t(`right.${r.state}`)}</p>
            )}
          </>
        ) : right.isError || !id ? (
          <p className="welfare-state" role="alert">
            {right.error?.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </Page>
  );
}
