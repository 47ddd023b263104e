import type { TArticleAudience } from '@ehome/shared/services/constants';
import type { TAdminArticle, TAdminMenu } from '@ehome/shared/services/schemas';
import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import {
  useArticleAdminData,
  usePreviewHtml,
  usePublishArticle,
  useSaveArticle,
  useSaveMenu,
} from '../api/services';
import '../services.css';

type Editing =
  | {
      what: 'article';
      article: Pick<TAdminArticle, 'menuId' | 'title' | 'html'> & { id?: string; published: boolean };
    }
  | { what: 'menu'; menu: Partial<TAdminMenu> };

/** The small toolbar: each button wraps the selection (or inserts) an allowed tag. */
const TOOLS: { key: string; before: string; after: string }[] = [
  { key: 'bold', before: '<strong>', after: '</strong>' },
  { key: 'italic', before: '<em>', after: '</em>' },
  { key: 'heading', before: '<h3>', after: '</h3>' },
  { key: 'paragraph', before: '<p>', after: '</p>' },
  { key: 'list', before: '<ul>\n<li>', after: '</li>\n</ul>' },
  { key: 'link', before: '<a href="https://">', after: '</a>' },
  { key: 'image', before: '<img src="https://', after: '" alt="">' },
];

/** Menus in tree order with their depth, for the list and the pickers. */
function ordered(menus: TAdminMenu[]): { menu: TAdminMenu; depth: number }[] {
  const ids = new Set(menus.map((m) => m.id));
  const out: { menu: TAdminMenu; depth: number }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const m of menus) {
      const isRoot = m.parentId === null || !ids.has(m.parentId);
      if ((parentId === null && isRoot) || (parentId !== null && m.parentId === parentId)) {
        out.push({ menu: m, depth });
        if (depth < 5) walk(m.id, depth + 1);
      }
    }
  };
  walk(null, 0);
  return out;
}

function ArticleEditor({
  initial,
  menus,
  onDone,
}: {
  initial: Extract<Editing, { what: 'article' }>['article'];
  menus: TAdminMenu[];
  onDone: () => void;
}) {
  const { t } = useTranslation('services');
  const [menuId, setMenuId] = useState(initial.menuId);
  const [title, setTitle] = useState(initial.title);
  const [html, setHtml] = useState(initial.html);
  const area = useRef<HTMLTextAreaElement>(null);
  const preview = usePreviewHtml();
  const save = useSaveArticle();
  const own = ordered(menus).filter((m) => !m.menu.providerWide);

  const apply = (before: string, after: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? html.length;
    const end = el?.selectionEnd ?? html.length;
    const next = html.slice(0, start) + before + html.slice(start, end) + after + html.slice(end);
    setHtml(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + before.length, end + before.length);
    });
  };
  const submit = (publish: boolean) =>
    save.mutate(
      { ...(initial.id ? { id: initial.id } : {}), menuId, title, html, publish },
      {
        onSuccess: (saved) => {
          setHtml(saved.html);
          showToast(t('admin.saved'));
          onDone();
        },
      },
    );

  return (
    <section className="services-card services-editor" aria-label={t('admin.articleEditor')}>
      <label className="services-field">
        <span>{t('admin.menu')}</span>
        <select value={menuId} onChange={(e) => setMenuId(e.target.value)}>
          {own.map(({ menu, depth }) => (
            <option key={menu.id} value={menu.id}>
              {`${'— '.repeat(depth)}${menu.name}`}
            </option>
          ))}
        </select>
      </label>
      <label className="services-field">
        <span>{t('admin.articleTitle')}</span>
        <input value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <div className="services-toolbar" role="toolbar" aria-label={t('admin.toolbar')}>
        {TOOLS.map((tool) => (
          <button key={tool.key} type="button" onClick={() => apply(tool.before, tool.after)}>
            {t(`admin.tool.${tool.key}`)}
          </button>
        ))}
      </div>
      <label className="services-field">
        <span>{t('admin.html')}</span>
        <textarea ref={area} value={html} rows={10} onChange={(e) => setHtml(e.target.value)} />
      </label>
      <div className="services-actions">
        <Button size="small" loading={preview.isPending} onClick={() => preview.mutate(html)}>
          {t('admin.preview')}
        </Button>
        <Button size="small" loading={save.isPending} onClick={() => submit(false)}>
          {initial.published ? t('admin.save') : t('admin.saveDraft')}
        </Button>
        <Button size="small" color="primary" loading={save.isPending} onClick={() => submit(true)}>
          {t('admin.savePublish')}
        </Button>
        <Button size="small" fill="none" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
      </div>
      {preview.data ? (
        <div className="services-preview">
          <p className="services-muted">{t('admin.previewNote')}</p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list */}
          <div className="services-html" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        </div>
      ) : null}
    </section>
  );
}

function MenuEditor({
  initial,
  menus,
  onDone,
}: {
  initial: Partial<TAdminMenu>;
  menus: TAdminMenu[];
  onDone: () => void;
}) {
  const { t } = useTranslation('services');
  const [name, setName] = useState(initial.name ?? '');
  const [nameEn, setNameEn] = useState(initial.nameEn ?? '');
  const [nameJa, setNameJa] = useState(initial.nameJa ?? '');
  const [parentId, setParentId] = useState(initial.parentId ?? '');
  const [audience, setAudience] = useState<TArticleAudience>(initial.audience ?? 'service');
  const [sort, setSort] = useState(String(initial.sort ?? 0));
  const save = useSaveMenu();
  const parents = ordered(menus).filter((m) => m.menu.audience === audience && m.menu.id !== initial.id);
  return (
    <section className="services-card services-editor" aria-label={t('admin.menuEditor')}>
      <label className="services-field">
        <span>{t('admin.menuName')}</span>
        <input value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="services-field">
        <span>{t('admin.menuNameEn')}</span>
        <input value={nameEn} maxLength={30} onChange={(e) => setNameEn(e.target.value)} />
      </label>
      <label className="services-field">
        <span>{t('admin.menuNameJa')}</span>
        <input value={nameJa} maxLength={30} onChange={(e) => setNameJa(e.target.value)} />
      </label>
      <label className="services-field">
        <span>{t('admin.audience')}</span>
        <select value={audience} onChange={(e) => setAudience(e.target.value as TArticleAudience)}>
          <option value="service">{t('admin.audienceService')}</option>
          <option value="orientation">{t('admin.audienceOrientation')}</option>
        </select>
      </label>
      <label className="services-field">
        <span>{t('admin.parent')}</span>
        <select value={parentId} onChange={(e) => setParentId(e.target.value)}>
          <option value="">{t('admin.noParent')}</option>
          {parents.map(({ menu, depth }) => (
            <option key={menu.id} value={menu.id}>
              {`${'— '.repeat(depth)}${menu.name}`}
            </option>
          ))}
        </select>
      </label>
      <label className="services-field">
        <span>{t('admin.sort')}</span>
        <input
          inputMode="numeric"
          value={sort}
          onChange={(e) => setSort(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <div className="services-actions">
        <Button
          size="small"
          color="primary"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              {
                ...(initial.id ? { id: initial.id } : {}),
                name,
                nameEn,
                nameJa,
                parentId: parentId || null,
                audience,
                sort: Number(sort || 0),
              },
              { onSuccess: onDone },
            )
          }
        >
          {t('admin.save')}
        </Button>
        <Button size="small" fill="none" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
      </div>
    </section>
  );
}

/** /ArticleAdmin (HR): the company's service guide and orientation menus and articles. */
export function ArticleAdminPage() {
  const { t } = useTranslation('services');
  const data = useArticleAdminData();
  const publish = usePublishArticle();
  const [editing, setEditing] = useState<Editing | null>(null);
  if (!data.data) {
    return (
      <Page title={t('admin.title')}>
        {data.isError ? (
          <p className="services-state" role="alert">
            {data.error.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }
  const { menus, articles } = data.data;
  const firstOwn = menus.find((m) => !m.providerWide);
  return (
    <Page title={t('admin.title')}>
      <div className="services-page">
        {editing?.what === 'article' ? (
          <ArticleEditor initial={editing.article} menus={menus} onDone={() => setEditing(null)} />
        ) : editing?.what === 'menu' ? (
          <MenuEditor initial={editing.menu} menus={menus} onDone={() => setEditing(null)} />
        ) : (
          <>
            <div className="services-actions">
              <Button size="small" onClick={() => setEditing({ what: 'menu', menu: {} })}>
                {t('admin.newMenu')}
              </Button>
              {firstOwn ? (
                <Button
                  size="small"
                  color="primary"
                  onClick={() =>
                    setEditing({
                      what: 'article',
                      article: { menuId: firstOwn.id, title: '', html: '', published: false },
                    })
                  }
                >
                  {t('admin.newArticle')}
                </Button>
              ) : null}
            </div>
            {ordered(menus).map(({ menu, depth }) => (
              <section key={menu.id} className="services-card" style={{ marginLeft: depth * 12 }}>
                <h2 className="services-card__title services-admin-menu">
                  <span>{menu.name}</span>
                  <span className="services-tag">
                    {menu.audience === 'orientation'
                      ? t('admin.audienceOrientation')
                      : t('admin.audienceService')}
                  </span>
                  {menu.providerWide ? (
                    <span className="services-tag services-tag--muted">{t('admin.providerWide')}</span>
                  ) : (
                    <button
                      type="button"
                      className="services-link"
                      onClick={() => setEditing({ what: 'menu', menu })}
                    >
                      {t('admin.edit')}
                    </button>
                  )}
                </h2>
                <ul className="services-rows">
                  {articles
                    .filter((a) => a.menuId === menu.id)
                    .map((a) => (
                      <li key={a.id} className="services-row services-admin-article">
                        <span className="services-row__main">
                          <strong>{a.title}</strong>
                          <small>
                            {a.published ? t('admin.published') : t('admin.draft')} ·{' '}
                            {a.updatedAt.slice(0, 16)}
                          </small>
                        </span>
                        {!a.providerWide && a.kind === 'html' ? (
                          <>
                            <button
                              type="button"
                              className="services-link"
                              onClick={() =>
                                setEditing({
                                  what: 'article',
                                  article: {
                                    id: a.id,
                                    menuId: a.menuId,
                                    title: a.title,
                                    html: a.html,
                                    published: a.published,
                                  },
                                })
                              }
                            >
                              {t('admin.edit')}
                            </button>
                            <button
                              type="button"
                              className="services-link"
                              onClick={() => publish.mutate({ id: a.id, published: !a.published })}
                            >
                              {a.published ? t('admin.withdraw') : t('admin.publish')}
                            </button>
                          </>
                        ) : null}
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </Page>
  );
}
