import type { TActivityEdit, TAdminRegistration, TSaveActivity } from '@ehome/shared/activities/admin';
import { activityDraftProblem } from '@ehome/shared/activities/admin-rules';
import { shopImageUrl } from '@ehome/shared/shop/catalogue-helpers';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import {
  uploadActivityImage,
  useAdminActivities,
  useAdminActivity,
  useAdminRegistrations,
  usePublishActivity,
  useRevealedRegistration,
  useSaveActivity,
} from '../api/admin';
import { ActivityStateTag } from '../components/activity-state-tag';
import { FormItemsEditor, type TItemDraft } from '../components/form-items-editor';
import { problemTextIn } from '../components/problem-text';
import { RelativeLine } from '../components/relative-line';
import '../activities.css';

const LANGS = ['zh', 'en', 'ja'] as const;
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
const COMPRESS_ABOVE_BYTES = 2 * 1024 * 1024;

/** GIF and BMP (spec 2 §9 lists them) are not kept as they are: the picture store serves JPEG, PNG and WebP. */
const REENCODED_TYPES = new Set(['image/gif', 'image/bmp', 'image/x-ms-bmp']);

/**
 * A photo over 2 MB as JPEG at quality 0.5 (spec 2 §9), and a GIF or BMP as JPEG; the
 * browser-image-compression library downloads only then. On the main thread: its worker loads a copy
 * from a CDN, which the app's CSP (and an offline phone) refuses (see attachments/prepare-upload.ts).
 */
async function compressLarge(file: File): Promise<Blob> {
  const large = file.size > COMPRESS_ABOVE_BYTES;
  if (!large && !REENCODED_TYPES.has(file.type)) return file;
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxSizeMB: 2,
    initialQuality: large ? 0.5 : 0.9,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
}
type TNames = { zh: string; en: string; ja: string };
type TDraft = Omit<TSaveActivity, 'items' | 'names' | 'descriptions' | 'location' | 'images'> & {
  names: TNames;
  descriptions: TNames;
  location: TNames;
  images: { key: string; descriptions: TNames }[];
  items: TItemDraft[];
};

const blank = (): TNames => ({ zh: '', en: '', ja: '' });
const filled = (n?: Partial<TNames> | null): TNames => ({
  zh: n?.zh ?? '',
  en: n?.en ?? '',
  ja: n?.ja ?? '',
});

function draftOf(edit: TActivityEdit | null): TDraft {
  if (!edit)
    return {
      names: blank(),
      descriptions: blank(),
      location: blank(),
      logoKey: null,
      images: [],
      signUpStart: '',
      signUpEnd: '',
      eventStart: '',
      eventEnd: '',
      limit: 0,
      isRes: false,
      isMore: false,
      relativeNum: 1,
      fee: '0',
      items: [],
    };
  return {
    ...edit,
    names: filled(edit.names),
    descriptions: filled(edit.descriptions),
    location: filled(edit.location),
    images: edit.images.map((g) => ({ key: g.key, descriptions: filled(g.descriptions) })),
    items: edit.items.map((i) => ({
      ...i,
      key: i.id,
      names: filled(i.names),
      options: i.options.map((o) => ({ value: o.value, names: filled(o.names) })),
      regMessages: filled(i.regMessages),
    })),
  };
}

/** 'YYYY-MM-DD HH:mm' <-> the datetime-local input's 'YYYY-MM-DDTHH:mm'. */
const toInput = (wall: string) => wall.replace(' ', 'T');
const fromInput = (value: string) => value.replace('T', ' ').slice(0, 16);

function ActivityEditor({ edit, onDone }: { edit: TActivityEdit | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('activities');
  const problemText = problemTextIn(i18n.language);
  const [draft, setDraft] = useState<TDraft>(() => draftOf(edit));
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);
  const save = useSaveActivity();
  const locked = (edit?.submittedCount ?? 0) > 0;
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const toSave = (): TSaveActivity => ({
    ...draft,
    ...(edit ? { id: edit.id } : {}),
    relativeNum: draft.isMore ? draft.relativeNum : 1,
    items: draft.items.map(({ key: _key, ...item }) => ({
      ...item,
      reg: item.reg?.trim() ? item.reg : null,
      regMessages: item.reg?.trim() ? item.regMessages : null,
    })),
  });

  const submit = async () => {
    const body = toSave();
    const problem = activityDraftProblem(
      {
        ...body,
        relativeNum: body.relativeNum,
        isMore: body.isMore ?? false,
        items: draft.items.map((i) => ({ ...i, reg: i.reg?.trim() ? i.reg : null })),
      },
      i18n.language as 'zh' | 'en' | 'ja',
    );
    if (problem) {
      setError(problemText(problem.key, problem.params));
      return;
    }
    setError('');
    try {
      await save.mutateAsync(body);
      showToast(t('admin.saved'));
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : t('admin.loadFailed'));
    }
  };

  const upload = async (file: File | undefined, as: 'logo' | 'gallery') => {
    if (!file) return;
    // Spec 2 §9: over 10 MB refused; over 2 MB re-encoded as JPEG at quality 0.5 before sending.
    if (file.size > MAX_PICTURE_BYTES) {
      setError(problemText('activities.imageTooLarge'));
      return;
    }
    setUploading(true);
    try {
      const { key } = await uploadActivityImage(await compressLarge(file));
      if (as === 'logo') set({ logoKey: key });
      else set({ images: [...draft.images, { key, descriptions: blank() }] });
    } catch (e) {
      setError(e instanceof Error ? e.message : t('admin.loadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const namesInputs = (field: 'names' | 'descriptions' | 'location', multiline = false) =>
    LANGS.map((lang) => {
      const caption = `${t(`admin.field.${field}`)} (${t(`admin.lang.${lang}`)})`;
      const change = (value: string) => set({ [field]: { ...draft[field], [lang]: value } });
      return multiline ? (
        <label key={`${field}-${lang}`}>
          {caption}
          <textarea maxLength={2000} value={draft[field][lang]} onChange={(e) => change(e.target.value)} />
        </label>
      ) : (
        <label key={`${field}-${lang}`}>
          {caption}
          <input
            type="text"
            maxLength={field === 'names' ? 60 : 100}
            value={draft[field][lang]}
            onChange={(e) => change(e.target.value)}
          />
        </label>
      );
    });

  return (
    <div className="act-page act-page--action act-form">
      <section className="act-section">
        {namesInputs('names')}
        {namesInputs('location')}
        {namesInputs('descriptions', true)}
      </section>
      <section className="act-section">
        {(['signUpStart', 'signUpEnd', 'eventStart', 'eventEnd'] as const).map((field) => (
          <label key={field}>
            {t(`admin.field.${field}`)}
            <input
              type="datetime-local"
              value={toInput(draft[field])}
              onChange={(e) => set({ [field]: fromInput(e.target.value) })}
            />
          </label>
        ))}
        <label>
          {t('admin.field.limit')}
          <input
            type="number"
            min={0}
            inputMode="numeric"
            value={draft.limit}
            onChange={(e) => set({ limit: Number(e.target.value) })}
          />
        </label>
        <label>
          {t('admin.field.fee')}
          <input
            type="text"
            inputMode="decimal"
            disabled={locked}
            value={draft.fee}
            onChange={(e) => set({ fee: e.target.value })}
          />
        </label>
        <label className="act-check">
          <input type="checkbox" checked={draft.isRes} onChange={(e) => set({ isRes: e.target.checked })} />
          {t('admin.field.isRes')}
        </label>
        <label className="act-check">
          <input
            type="checkbox"
            disabled={locked}
            checked={draft.isMore}
            onChange={(e) => set({ isMore: e.target.checked, relativeNum: e.target.checked ? 2 : 1 })}
          />
          {t('admin.field.isMore')}
        </label>
        {draft.isMore ? (
          <label>
            {t('admin.field.relativeNum')}
            <input
              type="number"
              min={2}
              max={20}
              disabled={locked}
              value={draft.relativeNum}
              onChange={(e) => set({ relativeNum: Number(e.target.value) })}
            />
          </label>
        ) : null}
        {locked ? <p className="act-card__line">{t('admin.locked')}</p> : null}
      </section>
      <section className="act-section">
        <h2>{t('admin.field.logo')}</h2>
        <div className="act-thumbs">
          {draft.logoKey ? <img src={shopImageUrl(`/api/Shop/Image/${draft.logoKey}`, 160)} alt="" /> : null}
        </div>
        <label className="act-upload">
          {t('admin.field.upload')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/bmp"
            disabled={uploading}
            data-testid="upload-logo"
            onChange={(e) => void upload(e.target.files?.[0], 'logo')}
          />
        </label>
        <h2 style={{ marginTop: 12 }}>{t('admin.field.gallery')}</h2>
        {draft.images.map((image, index) => (
          <div className="act-row" key={image.key} style={{ marginBottom: 6 }}>
            <img src={shopImageUrl(`/api/Shop/Image/${image.key}`, 160)} alt="" width={56} height={56} />
            <input
              type="text"
              maxLength={100}
              aria-label={t('admin.field.caption')}
              placeholder={t('admin.field.caption')}
              value={image.descriptions.zh}
              onChange={(e) =>
                set({
                  images: draft.images.map((g, i) =>
                    i === index ? { ...g, descriptions: { ...g.descriptions, zh: e.target.value } } : g,
                  ),
                })
              }
            />
            <button
              type="button"
              className="act-link"
              onClick={() => set({ images: draft.images.filter((_, i) => i !== index) })}
            >
              {t('admin.field.remove')}
            </button>
          </div>
        ))}
        {draft.images.length < 9 ? (
          <label className="act-upload">
            {t('admin.field.upload')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/bmp"
              disabled={uploading}
              data-testid="upload-gallery"
              onChange={(e) => void upload(e.target.files?.[0], 'gallery')}
            />
          </label>
        ) : null}
      </section>
      <section className="act-section">
        <h2>{t('admin.items.title')}</h2>
        <FormItemsEditor
          items={draft.items}
          onChange={(items) => set({ items })}
          disabled={locked}
          problemText={problemText}
        />
      </section>
      {error ? (
        <p className="act-error" role="alert" data-testid="admin-error">
          {error}
        </p>
      ) : null}
      <div className="act-actions">
        <Button block onClick={onDone}>
          {t('admin.back')}
        </Button>
        <Button block color="primary" loading={save.isPending} onClick={() => void submit()}>
          {t('admin.save')}
        </Button>
      </div>
    </div>
  );
}

function EditScreen({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation('activities');
  const edit = useAdminActivity(id === 'new' ? '' : id);
  if (id !== 'new' && !edit.data)
    return edit.isError ? (
      <p className="act-state">{edit.error.message || t('admin.loadFailed')}</p>
    ) : (
      <PageLoading />
    );
  return <ActivityEditor key={id} edit={id === 'new' ? null : (edit.data ?? null)} onDone={onDone} />;
}

function RegistrationsScreen({ id }: { id: string }) {
  const { t } = useTranslation('activities');
  const list = useAdminRegistrations(id);
  if (!list.data) return list.isError ? <p className="act-state">{list.error.message}</p> : <PageLoading />;
  if (list.data.length === 0) return <p className="act-state">{t('admin.noRegistrations')}</p>;
  return (
    <div className="act-page">
      <p className="act-card__line">{t('admin.fullLogged')}</p>
      <ul className="act-list">
        {list.data.map((r) => (
          <RegistrationItem key={r.registrationId} masked={r} />
        ))}
      </ul>
    </div>
  );
}

/** One registration, masked; "show in full" fetches it unmasked (a logged read) until hidden. */
function RegistrationItem({ masked }: { masked: TAdminRegistration }) {
  const { t } = useTranslation('activities');
  const [shown, setShown] = useState(false);
  const full = useRevealedRegistration(masked.registrationId, shown);
  const r = shown && full.data ? full.data : masked;
  const hasPersonalData = masked.answers.length > 0 || masked.relatives.length > 0;
  return (
    <li className="act-section">
      <h2>
        {r.employeeName} · {t(`status.${r.status}`)}
      </h2>
      <p className="act-card__line">
        {r.regNo} · {r.registration_date} · {t('admin.persons', { count: r.persons })} ·{' '}
        {t('admin.total', { total: r.total })}
      </p>
      <ul className="act-answer-list">
        {r.answers.map((a) => (
          <li key={a.name}>
            <span>{a.name}</span>
            <span>{a.value}</span>
          </li>
        ))}
        {r.relatives.map((p) => (
          <RelativeLine key={`${p.name}-${p.relation}`} relative={p} />
        ))}
      </ul>
      {hasPersonalData ? (
        <Button
          className="act-reveal"
          size="mini"
          fill="outline"
          loading={shown && full.isFetching}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? t('admin.hideFull') : t('admin.showFull')}
        </Button>
      ) : null}
    </li>
  );
}

function ListScreen({ open }: { open: (view: 'edit' | 'registrations', id: string) => void }) {
  const { t } = useTranslation('activities');
  const list = useAdminActivities();
  const publish = usePublishActivity();
  const doPublish = async (id: string) => {
    if (!(await showConfirm(t('admin.publishConfirm'), t('admin.publish')))) return;
    try {
      await publish.mutateAsync(id);
      showToast(t('admin.publishedToast'));
    } catch {
      // The http client already showed the refusal.
    }
  };
  if (!list.data)
    return list.isError ? <p className="act-state">{t('admin.loadFailed')}</p> : <PageLoading />;
  return (
    <div className="act-page">
      <div style={{ padding: '10px 0 0' }}>
        <Button block color="primary" onClick={() => open('edit', 'new')}>
          {t('admin.create')}
        </Button>
      </div>
      {list.data.length === 0 ? <p className="act-state">{t('admin.empty')}</p> : null}
      <ul className="act-list">
        {list.data.map((a) => (
          <li key={a.id} className="act-section" data-testid="admin-activity">
            <h2>{a.name}</h2>
            <p className="act-card__line">
              {a.startDate} – {a.endDate}
            </p>
            <p className="act-card__line">
              {a.limit > 0
                ? t('admin.signed', { signed: a.signedCount, limit: a.limit })
                : t('admin.signedUnlimited', { signed: a.signedCount })}
            </p>
            <div className="act-card__foot">
              {a.published ? (
                <ActivityStateTag state={a.state} />
              ) : (
                <span className="act-tag act-tag--draft">{t('admin.draft')}</span>
              )}
              <span>
                <button type="button" className="act-link" onClick={() => open('edit', a.id)}>
                  {t('admin.edit')}
                </button>
                <button type="button" className="act-link" onClick={() => open('registrations', a.id)}>
                  {t('admin.registrations')}
                </button>
                {a.published ? null : (
                  <button type="button" className="act-link" onClick={() => void doPublish(a.id)}>
                    {t('admin.publish')}
                  </button>
                )}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /ActivityAdmin (HR): the company's activities with their counts; ?edit=<id>|new the edit form with
 * the registration form's items; ?registrations=<id> who signed up.
 */
export function ActivityAdminPage() {
  const { t } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const registrations = params.get('registrations');
  const open = (view: 'edit' | 'registrations', id: string) => setParams({ [view]: id });
  const back = () => setParams({});
  return (
    <Page
      title={t(
        edit
          ? edit === 'new'
            ? 'admin.create'
            : 'admin.edit'
          : registrations
            ? 'admin.registrations'
            : 'admin.title',
      )}
      {...(edit || registrations ? { onBack: back } : {})}
    >
      {edit ? (
        <EditScreen id={edit} onDone={back} />
      ) : registrations ? (
        <RegistrationsScreen id={registrations} />
      ) : (
        <ListScreen open={open} />
      )}
    </Page>
  );
}
