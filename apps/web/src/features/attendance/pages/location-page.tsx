import type { TLocationItem } from '@ehome/shared/attendance/schemas';
import type { TAttendanceLocationAdd, TOrganizationItem } from '@ehome/shared/organization/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showConfirm, showToast } from '../../../platform/feedback';
import { GeolocationError, getCurrentPosition, type TPosition } from '../../../platform/geolocation';
import { loadOnUse } from '../../../platform/load-on-use';
import { withServerMessages } from '../../../platform/server-messages';
import { Page } from '../../../ui/page';
import { CardLoading } from '../admin/card-loading';
import { FieldError } from '../admin/field-error';
import { draftOf, EMPTY_LOCATION_FORM, formatCoordinate, type TLocationForm } from '../admin/location-form';
import { LocationList } from '../admin/location-list';
import { OrganizationPicker } from '../admin/organization-picker';
import { TextField } from '../admin/text-field';
import { useAddLocation } from '../api/add-location';
import { useDeleteLocation } from '../api/delete-location';
import { useLocations } from '../api/list-locations';
import { LoadEmpty, LoadFailed } from '../calendar/load-state';
import { formatDistance } from '../clock/distance';
import { LazyPositionMap } from '../map/lazy-position-map';
import type { TLatLngPick, TMapPoint } from '../map/map-types';
import '../admin/admin.css';

// zod and the message catalogue come on the first touch of the form; a submit before then waits.
const loadValidation = withServerMessages(() => import('../admin/location-validation'));
const resolver: Resolver<TLocationForm, unknown, TAttendanceLocationAdd> = async (...args) =>
  (await loadValidation()).locationResolver(...args);

const MAP_HEIGHT = 260;

type TLocating =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; accuracy: number }
  | { state: 'failed'; reason: string };

/**
 * /AttendanceLocation (spec 1 §2, §5, §7): HR registers punch points for an organisation. The
 * organisation's points are drawn on the map and listed with a delete action; a new point is placed
 * by tapping the map, from the phone's position or by typing its coordinates.
 */
export function LocationPage() {
  const { t } = useTranslation('attendanceAdmin');
  const [organization, setOrganization] = useState<TOrganizationItem | null>(null);
  const [position, setPosition] = useState<TPosition | null>(null);
  const [locating, setLocating] = useState<TLocating>({ state: 'idle' });
  const [deleting, setDeleting] = useState<string | null>(null);
  // Without a chosen organisation the page shows the whole company's points.
  const locations = useLocations(organization?.organizationId);
  // An organisation without points would leave the map on the whole country, where a tap is
  // kilometres off: the company's other points are drawn instead, so the map opens on its sites.
  const fallback = Boolean(organization) && locations.data?.length === 0;
  const companyLocations = useLocations(undefined, fallback);
  const mapLocations = fallback ? companyLocations.data : locations.data;
  const add = useAddLocation();
  const remove = useDeleteLocation();

  const { control, handleSubmit, setValue, reset, formState } = useForm<
    TLocationForm,
    unknown,
    TAttendanceLocationAdd
  >({
    defaultValues: EMPTY_LOCATION_FORM,
    resolver,
    // Focusing the first wrong field would pop the keyboard up over the message; it is scrolled to.
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as TLocationForm;

  const draft = draftOf(values);
  const { errors, isSubmitted } = formState;

  const points: TMapPoint[] = useMemo(
    () =>
      (mapLocations ?? []).map(({ id, remark, latitude, longitude, limit }) => ({
        id,
        name: remark,
        latitude,
        longitude,
        limit,
      })),
    [mapLocations],
  );

  const setField = (field: keyof TLocationForm, value: string) =>
    setValue(field, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const placeAt = (at: TLatLngPick) => {
    setField('longitude', formatCoordinate(at.longitude));
    setField('latitude', formatCoordinate(at.latitude));
  };

  const chooseOrganization = (next: TOrganizationItem) => {
    setOrganization(next);
    setField('organizationId', next.organizationId);
  };

  const locateMe = async () => {
    setLocating({ state: 'busy' });
    try {
      const fix = await getCurrentPosition();
      setPosition(fix);
      placeAt(fix);
      setLocating({ state: 'done', accuracy: fix.accuracy });
    } catch (failure) {
      const reason = failure instanceof GeolocationError ? failure.reason : 'unavailable';
      setLocating({ state: 'failed', reason });
    }
  };

  const submit = handleSubmit(
    async (payload) => {
      try {
        await add.mutateAsync(payload);
      } catch {
        // The HTTP client has toasted the server's reason; the form keeps what was typed.
        return;
      }
      showToast(t('location.added', { name: payload.remark }));
      reset({ ...EMPTY_LOCATION_FORM, organizationId: payload.organizationId });
      setLocating({ state: 'idle' });
    },
    () => {
      // A long form on a small screen: bring the first message into view.
      requestAnimationFrame(() =>
        document.querySelector('.admin-error')?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
      );
    },
  );

  const confirmDelete = async (location: TLocationItem) => {
    const sure = await showConfirm(t('location.deleteConfirm', { name: location.remark }), t('delete'));
    if (!sure) return;
    setDeleting(location.id);
    try {
      await remove.mutateAsync(location.id);
      showToast(t('location.deleted', { name: location.remark }));
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setDeleting(null);
    }
  };

  const coordinatesError = errors.longitude?.message ?? errors.latitude?.message;

  return (
    <Page title={t('location.title')}>
      <div className="admin-page">
        <section className="admin-card" aria-labelledby="location-map-title">
          <h2 id="location-map-title" className="admin-card__title">
            {organization
              ? t('location.pointsOf', { name: organization.organizationName })
              : t('location.pointsOfAll')}
          </h2>
          <LazyPositionMap
            points={points}
            position={position}
            draft={draft}
            onPick={placeAt}
            height={MAP_HEIGHT}
            label={t('location.mapLabel')}
          />
          <p className="admin-card__hint">
            {fallback && points.length > 0 ? t('location.mapHintOthers') : t('location.mapHint')}
          </p>
          <div className="location-locate">
            <Button
              size="small"
              color="primary"
              fill="outline"
              loading={locating.state === 'busy'}
              onClick={() => void locateMe()}
            >
              {t('location.useMyPosition')}
            </Button>
            <span className="location-locate__status" role="status">
              {locating.state === 'done'
                ? t('location.located', { accuracy: formatDistance(t, locating.accuracy) })
                : locating.state === 'failed'
                  ? t(`location.geolocation.${locating.reason}`)
                  : ''}
            </span>
          </div>
          {locations.isPending ? (
            <CardLoading />
          ) : locations.isError ? (
            <LoadFailed onRetry={() => void locations.refetch()} />
          ) : locations.data.length === 0 ? (
            <LoadEmpty>{organization ? t('location.emptyOf') : t('location.emptyAll')}</LoadEmpty>
          ) : (
            <LocationList
              locations={locations.data}
              showOrganization={!organization}
              deleting={deleting}
              onDelete={(location) => void confirmDelete(location)}
            />
          )}
        </section>

        <form
          className="admin-card admin-form"
          aria-labelledby="location-form-title"
          noValidate
          {...loadOnUse(loadValidation)}
          onSubmit={(event) => void submit(event)}
        >
          <h2 id="location-form-title" className="admin-card__title">
            {t('location.formTitle')}
          </h2>
          {/* The organisation is the form's first field: its refusal shows under it like the others'. */}
          <div className="admin-field">
            <OrganizationPicker
              value={organization}
              onChange={chooseOrganization}
              invalid={Boolean(errors.organizationId)}
            />
          </div>
          <FieldError
            id="organization-error"
            message={errors.organizationId?.message}
            field="organizationId"
          />

          <TextField
            control={control}
            name="remark"
            id="location-remark"
            label={t('location.remark')}
            placeholder={t('location.remarkPlaceholder')}
            maxLength={200}
            invalid={Boolean(errors.remark)}
            describedBy="remark-error"
          />
          <FieldError id="remark-error" message={errors.remark?.message} field="remark" />

          <div className="admin-field">
            <div className="admin-field__head">
              <label className="admin-field__label" htmlFor="location-limit">
                {t('location.limit')}
              </label>
              <Controller
                control={control}
                name="unlimited"
                render={({ field }) => (
                  <span className="admin-switch">
                    <span aria-hidden="true">{t('location.unlimited')}</span>
                    <Switch
                      checked={field.value}
                      onChange={(checked) => field.onChange(checked)}
                      aria-label={t('location.unlimited')}
                    />
                  </span>
                )}
              />
            </div>
            <Controller
              control={control}
              name="limit"
              render={({ field }) => (
                <div className="admin-field__row">
                  <Input
                    id="location-limit"
                    className="admin-field__input"
                    inputMode="numeric"
                    placeholder={
                      values.unlimited ? t('attendance:unlimited') : t('location.limitPlaceholder')
                    }
                    disabled={values.unlimited}
                    aria-invalid={Boolean(errors.limit)}
                    aria-describedby={errors.limit ? 'limit-error' : undefined}
                    value={values.unlimited ? '' : field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                  <span className="admin-field__suffix">{t('location.metresSuffix')}</span>
                </div>
              )}
            />
          </div>
          <FieldError id="limit-error" message={errors.limit?.message} field="limit" />

          <div className="admin-field">
            <span className="admin-field__label">{t('location.coordinates')}</span>
            <div className="admin-pair">
              <TextField
                control={control}
                name="longitude"
                id="location-longitude"
                label={t('location.longitude')}
                placeholder={t('location.coordinatePlaceholder')}
                inputMode="decimal"
                invalid={Boolean(errors.longitude)}
                describedBy={coordinatesError ? 'coordinates-error' : undefined}
                layout="pair"
              />
              <TextField
                control={control}
                name="latitude"
                id="location-latitude"
                label={t('location.latitude')}
                placeholder={t('location.coordinatePlaceholder')}
                inputMode="decimal"
                invalid={Boolean(errors.latitude)}
                describedBy={coordinatesError ? 'coordinates-error' : undefined}
                layout="pair"
              />
            </div>
          </div>
          <FieldError
            id="coordinates-error"
            message={coordinatesError}
            field={errors.longitude ? 'longitude' : 'latitude'}
          />

          <Button
            className="admin-form__submit"
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={formState.isSubmitting}
          >
            {t('location.submit')}
          </Button>
        </form>
      </div>
    </Page>
  );
}
