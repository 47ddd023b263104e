import { COUNTER_LIMIT_MAX, COUNTER_REMARK_MAX } from '@ehome/shared/counters/constants';
import { checkCounterPosition } from '@ehome/shared/counters/rules';
import type { TCounterItem } from '@ehome/shared/counters/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm, showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { useSessionStore } from '../../../platform/session-store';
import { Page } from '../../../ui/page';
import { LazyPositionMap, type TMapPoint, usePosition } from '../../attendance';
import {
  useCounterCities,
  useCounterOrganizations,
  useCounterProvinces,
  useCounters,
  useEnableReposition,
  useUpdateCounterGps,
} from '../api/counters';
import '../counters.css';

const POSITION_ROLES = ['counterLeader', 'hr', 'admin'];

function Field({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className="counter-field">
      {htmlFor ? (
        <label className="counter-field__label" htmlFor={htmlFor}>
          <span className="counter-required">*</span>
          {label}
        </label>
      ) : (
        <div className="counter-field__label">
          <span className="counter-required">*</span>
          {label}
        </div>
      )}
      {children}
    </div>
  );
}

const coordinate = (value: number | null | undefined) => (value == null ? '—' : value.toFixed(6));

/**
 * /Positioningservice and /CommonPosition (spec 3 §2.4): a counter leader gets the phone's
 * coordinates, picks province, city and counter, the organisation whose clock-in point the counter
 * becomes, the allowed range and a note, and saves. A brand administrator reopens positioning of a
 * counter whose repeated positioning is closed. The server checks every rule again.
 */
export function CounterPositionPage() {
  const { t } = useTranslation('counterPosition');
  const roles = useSessionStore((state) => state.userInfo?.roles ?? []);
  const mayPosition = roles.some((role) => POSITION_ROLES.includes(role));
  const brandAdmin = roles.includes('brandAdmin');
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  const [counterId, setCounterId] = useState('');
  const [organizationId, setOrganizationId] = useState('');
  const [limit, setLimit] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const here = usePosition({ auto: false });
  const provinces = useCounterProvinces();
  const cities = useCounterCities(province);
  const counters = useCounters(city);
  const organizations = useCounterOrganizations(mayPosition);
  const save = useUpdateCounterGps();
  const enable = useEnableReposition();
  const counter = counters.data?.find((c) => c.counterId === counterId);

  const choose = (next: TCounterItem | undefined) => {
    setCounterId(next?.counterId ?? '');
    setOrganizationId(next?.organizationId ?? '');
    setLimit(next?.limit ? String(next.limit) : '');
    setRemark(next?.remark ?? '');
    setError(null);
  };

  const locate = async () => {
    const fix = await here.locate();
    if (!fix) showToast(t('locationFailed'));
  };

  const submit = async () => {
    if (save.isPending) return;
    const checked = checkCounterPosition({
      province,
      city,
      counterId,
      longitude: here.position?.longitude,
      latitude: here.position?.latitude,
      organizationId,
      limit,
      remark,
    });
    if (!checked.ok) {
      const message = serverMessage(checked.key);
      setError(message);
      showToast(message);
      return;
    }
    if (counter && !counter.mayPosition) {
      const message = serverMessage('counters.repositionClosed');
      setError(message);
      showToast(message);
      return;
    }
    setError(null);
    if (counter?.positionedAt && !(await showConfirm(t('confirmOverwrite'), t('save')))) return;
    try {
      await save.mutateAsync(checked.position);
      showToast(serverMessage('counters.saved'));
    } catch {
      // The HTTP client showed the server's message.
    }
  };

  const enableAgain = async () => {
    if (!counter || enable.isPending) return;
    if (!(await showConfirm(t('confirmEnable', { name: counter.name }), t('enable')))) return;
    try {
      await enable.mutateAsync(counter.counterId);
      showToast(t('enabled'));
    } catch {
      // Shown by the HTTP client.
    }
  };

  const points = useMemo<TMapPoint[]>(
    () =>
      (counters.data ?? []).flatMap((c) =>
        c.latitude != null && c.longitude != null
          ? [
              {
                id: c.counterId,
                name: c.name,
                latitude: c.latitude,
                longitude: c.longitude,
                limit: c.limit ?? -1,
              },
            ]
          : [],
      ),
    [counters.data],
  );
  const limitNumber = Number(limit);

  return (
    <Page title={t('title')}>
      <div className="counter-page">
        <section className="counter-card">
          <div className="counter-coords">
            <div>
              <div className="counter-coords__row">
                <span className="counter-coords__label">{t('longitude')}</span>
                <span data-testid="counter-longitude">{coordinate(here.position?.longitude)}</span>
              </div>
              <div className="counter-coords__row">
                <span className="counter-coords__label">{t('latitude')}</span>
                <span data-testid="counter-latitude">{coordinate(here.position?.latitude)}</span>
              </div>
            </div>
            {mayPosition ? (
              <Button color="primary" fill="outline" loading={here.locating} onClick={() => void locate()}>
                {t('getCoordinates')}
              </Button>
            ) : null}
          </div>
          {here.error ? (
            <p className="counter-error" role="alert">
              {t('locationFailed')}
            </p>
          ) : null}
          <LazyPositionMap
            points={points}
            position={here.position}
            draft={
              here.position
                ? {
                    latitude: here.position.latitude,
                    longitude: here.position.longitude,
                    limit: Number.isInteger(limitNumber) && limitNumber > 0 ? limitNumber : null,
                  }
                : null
            }
            height={180}
            label={t('map')}
          />
        </section>

        <section className="counter-card">
          <Field label={t('province')}>
            <Selector
              columns={3}
              value={province ? [province] : []}
              onChange={(values) => {
                setProvince(values[0] ?? '');
                setCity('');
                choose(undefined);
              }}
              options={(provinces.data ?? []).map((value) => ({ value, label: value }))}
            />
          </Field>
          {province ? (
            <Field label={t('city')}>
              <Selector
                columns={3}
                value={city ? [city] : []}
                onChange={(values) => {
                  setCity(values[0] ?? '');
                  choose(undefined);
                }}
                options={(cities.data ?? []).map((value) => ({ value, label: value }))}
              />
            </Field>
          ) : null}
          {city ? (
            <Field label={t('counter')}>
              {counters.data && counters.data.length === 0 ? (
                <p className="counter-muted">{t('noCounters')}</p>
              ) : null}
              <Selector
                columns={1}
                value={counterId ? [counterId] : []}
                onChange={(values) => choose(counters.data?.find((c) => c.counterId === values[0]))}
                options={(counters.data ?? []).map((c) => ({
                  value: c.counterId,
                  label: c.name,
                  description: `${c.number} · ${t('brand', { code: c.brandCode })} · ${
                    c.positionedAt ? t('positioned') : t('notPositioned')
                  }`,
                }))}
              />
            </Field>
          ) : null}
          {counter ? <CounterFacts counter={counter} /> : null}
          {counter && !counter.mayPosition ? (
            <div className="counter-closed" role="status">
              <p>{serverMessage('counters.repositionClosed')}</p>
              {brandAdmin ? (
                <Button
                  size="small"
                  color="warning"
                  loading={enable.isPending}
                  onClick={() => void enableAgain()}
                >
                  {t('enable')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>

        {mayPosition ? (
          <section className="counter-card">
            <Field label={t('organization')}>
              <Selector
                columns={2}
                value={organizationId ? [organizationId] : []}
                onChange={(values) => setOrganizationId(values[0] ?? '')}
                options={(organizations.data ?? []).map((o) => ({
                  value: o.organizationId,
                  label: o.organizationName,
                }))}
              />
            </Field>
            <Field label={t('limit')} htmlFor="counter-limit">
              <Input
                id="counter-limit"
                value={limit}
                onChange={(value) => setLimit(value.replace(/\D/g, ''))}
                placeholder={t('limitPlaceholder', { max: COUNTER_LIMIT_MAX })}
                inputMode="numeric"
                maxLength={4}
                clearable
              />
            </Field>
            <Field label={t('remark')} htmlFor="counter-remark">
              <TextArea
                id="counter-remark"
                value={remark}
                onChange={setRemark}
                placeholder={t('remarkPlaceholder')}
                maxLength={COUNTER_REMARK_MAX}
                rows={2}
                showCount
              />
            </Field>
            {error ? (
              <p className="counter-error" role="alert">
                {error}
              </p>
            ) : null}
            <Button block color="primary" size="large" loading={save.isPending} onClick={() => void submit()}>
              {t('save')}
            </Button>
          </section>
        ) : (
          <p className="counter-muted counter-muted--center">{t('viewOnly')}</p>
        )}
      </div>
    </Page>
  );
}

function CounterFacts({ counter }: { counter: TCounterItem }) {
  const { t } = useTranslation('counterPosition');
  return (
    <dl className="counter-facts" aria-label={t('current')}>
      <div className="counter-facts__row">
        <dt>{t('current')}</dt>
        <dd>
          {counter.longitude != null && counter.latitude != null
            ? `${coordinate(counter.longitude)}, ${coordinate(counter.latitude)}`
            : t('notPositioned')}
        </dd>
      </div>
      {counter.positionedAt ? (
        <div className="counter-facts__row">
          <dt>{t('positionedAt')}</dt>
          <dd>
            {counter.positionedAt.slice(0, 16)} {counter.positionedBy ?? ''}
          </dd>
        </div>
      ) : null}
      <div className="counter-facts__row">
        <dt>{t('rule')}</dt>
        <dd>
          {t(
            counter.overwriteBrand ? 'ruleOverwrite' : counter.repositionEnabled ? 'ruleEnabled' : 'ruleOnce',
          )}
        </dd>
      </div>
    </dl>
  );
}
