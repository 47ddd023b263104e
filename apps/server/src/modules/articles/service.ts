import {
  ErrorCode,
  type TAdminArticle,
  type TArticle,
  type TArticleAdminData,
  type TArticleAudience,
  type TArticleKind,
  type TArticleListItem,
  type TArticleMenu,
  type TLanguage,
  type TMessageKey,
  type TOrientation,
  type TSaveArticle,
  type TSaveMenu,
  ZSaveArticle,
  ZSaveMenu,
} from '@ehome/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleMenus, articles } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { localName } from '../../platform/local-name';
import * as repo from './repository';
import { isSafeImageUrl, sanitizeArticleHtml } from './sanitize';

type Deps = { db: Db; clock: Clock; timeZone: string };

const articleNotFound = () => new AppError(ErrorCode.NotFound, 'services.articleNotFound');
const menuNotFound = () => new AppError(ErrorCode.NotFound, 'services.menuNotFound');
const refused = (key: TMessageKey) => new AppError(ErrorCode.Conflict, key);

const isUnread = (article: repo.ArticleRow, reads: Map<string, Date>) => {
  const readAt = reads.get(article.id);
  return !readAt || readAt.getTime() < article.updatedAt.getTime();
};

/**
 * The service guide and the orientation (issue 17): menus as a tree with their published articles
 * and the caller's unread dots, an article (the caller's company's or provider-wide only), the read
 * mark (UpdateReadStatus readType=Material), and HR's editing of the company's menus and articles
 * (HTML sanitised on every save).
 */
export function articlesService({ db, clock, timeZone }: Deps) {
  const time = (at: Date | null) => (at ? formatDateTime(at, timeZone) : null);
  const pages = (row: repo.ArticleRow) => row.pages.filter(isSafeImageUrl);

  function tree(
    menuRows: repo.MenuRow[],
    byMenu: Map<string, TArticleListItem[]>,
    lang: TLanguage,
  ): TArticleMenu[] {
    const ids = new Set(menuRows.map((m) => m.id));
    const build = (parentId: string | null, depth: number): TArticleMenu[] =>
      depth > 5
        ? []
        : menuRows
            .filter((m) =>
              parentId === null ? m.parentId === null || !ids.has(m.parentId) : m.parentId === parentId,
            )
            .map((m) => {
              const children = build(m.id, depth + 1);
              const list = byMenu.get(m.id) ?? [];
              return {
                id: m.id,
                name: localName(m, lang),
                parentId: m.parentId,
                sort: m.sort,
                unread: list.some((a) => !a.isRead) || children.some((c) => c.unread),
                articles: list,
                children,
              };
            });
    return build(null, 0);
  }

  /** GetArticlesMenus: the menus of an audience visible to the caller, with articles and unread dots. */
  async function menus(user: AuthUser, audience: TArticleAudience, lang: TLanguage): Promise<TArticleMenu[]> {
    const menuRows = await repo.menus(db, user.companyId, audience);
    const articleRows = await repo.publishedArticles(
      db,
      menuRows.map((m) => m.id),
    );
    const reads = await repo.readsOf(
      db,
      user.eid,
      articleRows.map((a) => a.id),
    );
    const byMenu = new Map<string, TArticleListItem[]>();
    for (const a of articleRows) {
      const list = byMenu.get(a.menuId) ?? [];
      list.push({
        id: a.id,
        title: a.title,
        kind: a.kind as TArticleKind,
        isRead: !isUnread(a, reads),
        publishedAt: time(a.publishedAt),
      });
      byMenu.set(a.menuId, list);
    }
    return tree(menuRows, byMenu, lang);
  }

  /** A published article of the caller's company or provider-wide; anything else is "not found". */
  async function visibleArticle(companyId: string | null, id: string): Promise<repo.ArticleRow> {
    const row = await repo.findArticle(db, id);
    if (!row?.publishedAt || (row.companyId !== null && row.companyId !== companyId)) throw articleNotFound();
    return row;
  }

  async function article(user: AuthUser, id: string): Promise<TArticle> {
    const row = await visibleArticle(user.companyId, id);
    const reads = await repo.readsOf(db, user.eid, [row.id]);
    return {
      id: row.id,
      menuId: row.menuId,
      title: row.title,
      kind: row.kind as TArticleKind,
      html: row.html,
      pages: pages(row),
      publishedAt: time(row.publishedAt),
      isRead: !isUnread(row, reads),
    };
  }

  /** UpdateReadStatus readType=Material. */
  async function markRead(user: AuthUser, id: string): Promise<boolean> {
    await visibleArticle(user.companyId, id);
    await repo.markRead(db, id, user.eid, clock.now());
    return true;
  }

  /** /GeneralOrientation: provider-wide orientation to anyone, the company's too with a session. */
  async function orientation(user: AuthUser | null, lang: TLanguage): Promise<TOrientation> {
    const menuRows = await repo.menus(db, user?.companyId ?? null, 'orientation');
    const articleRows = await repo.publishedArticles(
      db,
      menuRows.map((m) => m.id),
    );
    return menuRows
      .map((m) => ({
        id: m.id,
        name: localName(m, lang),
        articles: articleRows
          .filter((a) => a.menuId === m.id)
          .map((a) => ({
            id: a.id,
            menuId: a.menuId,
            title: a.title,
            kind: a.kind as TArticleKind,
            html: a.html,
            pages: pages(a),
            publishedAt: time(a.publishedAt),
          })),
      }))
      .filter((m) => m.articles.length > 0);
  }

  // ---- HR ----

  async function adminData(user: AuthUser): Promise<TArticleAdminData> {
    const { menuRows, articleRows } = await repo.adminData(db, user.companyId);
    return {
      menus: menuRows.map((m) => ({
        id: m.id,
        parentId: m.parentId,
        name: m.name,
        nameEn: m.nameEn ?? '',
        nameJa: m.nameJa ?? '',
        sort: m.sort,
        audience: m.audience as TArticleAudience,
        providerWide: m.companyId === null,
      })),
      articles: articleRows.map(
        (a): TAdminArticle => ({
          id: a.id,
          menuId: a.menuId,
          title: a.title,
          kind: a.kind as TArticleKind,
          html: a.html,
          published: a.publishedAt !== null,
          providerWide: a.companyId === null,
          updatedAt: formatDateTime(a.updatedAt, timeZone),
        }),
      ),
    };
  }

  /** A menu HR of the company may change: its own; provider-wide ones are refused, others unknown. */
  async function ownMenu(user: AuthUser, id: string): Promise<repo.MenuRow> {
    const menu = await repo.findMenu(db, id);
    if (!menu || (menu.companyId !== null && menu.companyId !== user.companyId)) throw menuNotFound();
    if (menu.companyId === null) throw refused('services.providerWide');
    return menu;
  }

  async function saveMenu(user: AuthUser, raw: TSaveMenu): Promise<{ id: string }> {
    const input = ZSaveMenu.parse(raw);
    if (input.parentId) {
      const parent = await repo.findMenu(db, input.parentId);
      if (!parent || (parent.companyId !== null && parent.companyId !== user.companyId)) throw menuNotFound();
      if (parent.audience !== input.audience) throw menuNotFound();
      // The parent must not be the menu itself or one of its descendants.
      if (input.id) {
        let at: repo.MenuRow | null = parent;
        for (let depth = 0; at && depth < 20; depth++) {
          if (at.id === input.id) throw refused('services.menuCycle');
          at = at.parentId ? await repo.findMenu(db, at.parentId) : null;
        }
      }
    }
    const values = {
      parentId: input.parentId,
      name: input.name,
      nameEn: input.nameEn || null,
      nameJa: input.nameJa || null,
      sort: input.sort,
      audience: input.audience,
    };
    if (input.id) {
      await ownMenu(user, input.id);
      await db.update(articleMenus).set(values).where(eq(articleMenus.id, input.id));
      return { id: input.id };
    }
    const [row] = await db
      .insert(articleMenus)
      .values({ ...values, companyId: user.companyId })
      .returning({ id: articleMenus.id });
    return { id: (row as { id: string }).id };
  }

  async function ownArticle(user: AuthUser, id: string): Promise<repo.ArticleRow> {
    const row = await repo.findArticle(db, id);
    if (!row || (row.companyId !== null && row.companyId !== user.companyId)) throw articleNotFound();
    if (row.companyId === null) throw refused('services.providerWide');
    return row;
  }

  async function saveArticle(user: AuthUser, raw: TSaveArticle): Promise<{ id: string; html: string }> {
    const input = ZSaveArticle.parse(raw);
    await ownMenu(user, input.menuId);
    const html = sanitizeArticleHtml(input.html);
    const now = clock.now();
    if (input.id) {
      const existing = await ownArticle(user, input.id);
      if (existing.kind !== 'html') throw refused('services.pagesNotEditable');
      const same = await repo.findByTitle(db, input.menuId, input.title);
      if (same && same.id !== existing.id) throw refused('services.titleTaken');
      await db
        .update(articles)
        .set({
          menuId: input.menuId,
          title: input.title,
          html,
          updatedAt: now,
          publishedAt: input.publish ? (existing.publishedAt ?? now) : existing.publishedAt,
        })
        .where(eq(articles.id, input.id));
      return { id: input.id, html };
    }
    const [row] = await db
      .insert(articles)
      .values({
        menuId: input.menuId,
        companyId: user.companyId,
        title: input.title,
        html,
        kind: 'html',
        publishedAt: input.publish ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: articles.id });
    if (row) return { id: row.id, html };
    // A repeated save (double tap) finds the first with the same content; another one is refused.
    const first = await repo.findByTitle(db, input.menuId, input.title);
    if (first && first.html === html && first.companyId === user.companyId) return { id: first.id, html };
    throw refused('services.titleTaken');
  }

  async function publish(user: AuthUser, id: string, published: boolean): Promise<boolean> {
    await ownArticle(user, id);
    const now = clock.now();
    await db
      .update(articles)
      .set({ publishedAt: published ? now : null, updatedAt: now })
      .where(eq(articles.id, id));
    return published;
  }

  return {
    menus,
    article,
    markRead,
    orientation,
    adminData,
    saveMenu,
    saveArticle,
    publish,
    preview: (html: string) => ({ html: sanitizeArticleHtml(html) }),
  };
}

export type ArticlesService = ReturnType<typeof articlesService>;
