import { EMPTY_RELATIVE_GUID, relativesAllowed } from '@ehome/shared/activities/relative-rules';
import type { TRelative } from '@ehome/shared/activities/schemas';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import {
  type TRelativeSave,
  useActivityOfRelatives,
  useRelativeActions,
  useRelatives,
} from '../api/relatives';
import '../relatives.css';
import { toggleRelative } from '../selection';

const RelativeDialog = lazy(() =>
  import('../components/relative-dialog').then((m) => ({ default: m.RelativeDialog })),
);

const GUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * /Addrelatives?regID&actId (spec 2 §2, §4, §5): the employee's relatives with the ones this
 * registration brings ticked; add, edit, delete; "selected n / max m" where m = relativeNum - 1 from
 * the activity; confirm saves the selection (InsActivityRelative) and goes back to the form.
 */
export function AddRelativesPage() {
  const { t } = useTranslation('relatives');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const regIdParam = params.get('regID') ?? '';
  const regId = GUID_RE.test(regIdParam) ? regIdParam.toLowerCase() : EMPTY_RELATIVE_GUID;
  const actId = params.get('actId');
  const list = useRelatives(regId);
  const activity = useActivityOfRelatives(actId && GUID_RE.test(actId) ? actId : null);
  const actions = useRelativeActions();
  const [selected, setSelected] = useState<Set<string> | null>(null);
  /** undefined: closed; null: a new relative. */
  const [editing, setEditing] = useState<TRelative | null | undefined>(undefined);

  useEffect(() => {
    if (list.data && selected === null)
      setSelected(new Set(list.data.filter((r) => r.is_selected).map((r) => r.relative_id)));
  }, [list.data, selected]);

  const back = () => {
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(`/eventRegistrationDetail?actId=${encodeURIComponent(actId ?? '')}`, { replace: true });
  };

  const max = activity.data ? relativesAllowed(activity.data.relativeNum) : null;
  const title = activity.data?.name ? `${activity.data.name} · ${t('title')}` : t('title');

  if (list.isPending) return <Page title={t('title')}>{<PageLoading />}</Page>;
  if (list.isError) {
    return (
      <Page title={t('title')} onBack={back}>
        <section className="notice">
          <p className="notice__text" role="alert">
            {errorText(list.error, t('loadFailed'))}
          </p>
          <Button color="primary" fill="outline" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </section>
      </Page>
    );
  }

  const relatives = list.data;
  const chosen = new Set([...(selected ?? [])].filter((id) => relatives.some((r) => r.relative_id === id)));
  const toggle = (id: string, on: boolean) => {
    const result = toggleRelative(chosen, id, on, max);
    if (result.ok) setSelected(result.chosen);
    else showToast(serverMessage('relative.overCap', { n: result.max }));
  };
  const save = async (relative: TRelativeSave): Promise<string | null> => {
    try {
      const id = await actions.save.mutateAsync(relative);
      const isNew = relative.relative_id === EMPTY_RELATIVE_GUID;
      setEditing(undefined);
      showToast(t('saved'));
      if (isNew && (max === null || chosen.size < max)) setSelected(new Set([...chosen, id]));
      return null;
    } catch (error) {
      return errorText(error, t('failed'));
    }
  };
  const remove = async (relative: TRelative) => {
    if (!(await showConfirm(t('confirmDelete', { name: relative.relative_name }), t('delete')))) return;
    try {
      await actions.remove.mutateAsync(relative.relative_id);
      showToast(t('deleted'));
      const next = new Set(chosen);
      next.delete(relative.relative_id);
      setSelected(next);
    } catch (error) {
      showToast(errorText(error, t('failed')));
    }
  };
  const confirm = async () => {
    if (regId === EMPTY_RELATIVE_GUID) {
      back();
      return;
    }
    try {
      await actions.choose.mutateAsync({ registrationId: regId, relativeIds: [...chosen] });
    } catch (error) {
      showToast(errorText(error, t('failed')));
      return;
    }
    showToast(t('chosen'));
    back();
  };

  return (
    <Page title={title} onBack={back}>
      <div className="relatives">
        {relatives.length === 0 ? (
          <p className="relatives__empty">{t('empty')}</p>
        ) : (
          <ul className="relatives__list" aria-label={t('title')}>
            {relatives.map((relative) => (
              <li key={relative.relative_id} className="relative-card" data-testid="relative-card">
                <Checkbox
                  className="relative-card__check"
                  checked={chosen.has(relative.relative_id)}
                  onChange={(on) => toggle(relative.relative_id, on)}
                  data-testid="relative-check"
                >
                  <span className="visually-hidden">{t('choose', { name: relative.relative_name })}</span>
                </Checkbox>
                <div className="relative-card__body">
                  <div className="relative-card__head">
                    <span className="relative-card__name">{relative.relative_name}</span>
                    <span className="relative-card__tag">{t(`relations.${relative.relation}`)}</span>
                  </div>
                  <p className="relative-card__facts">
                    {t(`sexes.${relative.sex}`)}
                    {relative.age !== null ? ` · ${t('ageYears', { age: relative.age })}` : ''}
                    {relative.idNo ? ` · ${relative.idNo}` : ''}
                  </p>
                </div>
                <div className="relative-card__actions">
                  <Button size="mini" fill="none" color="primary" onClick={() => setEditing(relative)}>
                    {t('edit')}
                  </Button>
                  <Button size="mini" fill="none" color="danger" onClick={() => void remove(relative)}>
                    {t('delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Button
          className="relatives__add"
          block
          fill="outline"
          color="primary"
          onClick={() => setEditing(null)}
        >
          {t('add')}
        </Button>
      </div>
      <div className="relatives__bar">
        <span className="relatives__count" data-testid="relatives-count">
          {max === null
            ? t('selectedCount', { count: chosen.size })
            : t('selectedOfMax', { n: chosen.size, max })}
        </span>
        <Button color="primary" loading={actions.choose.isPending} onClick={() => void confirm()}>
          {t('confirm')}
        </Button>
      </div>
      {editing !== undefined ? (
        <Suspense fallback={null}>
          <RelativeDialog
            key={editing?.relative_id ?? 'new'}
            relative={editing}
            saving={actions.save.isPending}
            onCancel={() => setEditing(undefined)}
            onSave={save}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
