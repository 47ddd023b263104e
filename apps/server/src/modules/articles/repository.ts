import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articleMenus, articleReads, articles } from '../../db/schema';

export type MenuRow = typeof articleMenus.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

/** A company's rows and the provider-wide ones; no company (a visitor): provider-wide only. */
const visibleTo = (
  column: typeof articleMenus.companyId | typeof articles.companyId,
  companyId: string | null,
) => (companyId ? or(isNull(column), eq(column, companyId)) : isNull(column));

export function menus(db: DbOrTx, companyId: string | null, audience: string) {
  return db
    .select()
    .from(articleMenus)
    .where(and(eq(articleMenus.audience, audience), visibleTo(articleMenus.companyId, companyId)))
    .orderBy(asc(articleMenus.sort), asc(articleMenus.createdAt), asc(articleMenus.id));
}

export function publishedArticles(db: DbOrTx, menuIds: string[]) {
  if (menuIds.length === 0) return Promise.resolve([] as ArticleRow[]);
  return db
    .select()
    .from(articles)
    .where(and(inArray(articles.menuId, menuIds), isNotNull(articles.publishedAt)))
    .orderBy(asc(articles.sort), asc(articles.publishedAt), asc(articles.id));
}

/** The reads of `eid` among these articles: article id -> read time. */
export async function readsOf(db: DbOrTx, eid: string, articleIds: string[]): Promise<Map<string, Date>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(articleReads)
    .where(and(eq(articleReads.eid, eid), inArray(articleReads.articleId, articleIds)));
  return new Map(rows.map((r) => [r.articleId, r.readAt]));
}

export async function findArticle(db: DbOrTx, id: string): Promise<ArticleRow | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

export async function findByTitle(db: DbOrTx, menuId: string, title: string): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.menuId, menuId), eq(articles.title, title)));
  return row ?? null;
}

export async function findMenu(db: DbOrTx, id: string): Promise<MenuRow | null> {
  const [row] = await db.select().from(articleMenus).where(eq(articleMenus.id, id));
  return row ?? null;
}

export async function markRead(db: DbOrTx, articleId: string, eid: string, readAt: Date) {
  await db
    .insert(articleReads)
    .values({ articleId, eid, readAt })
    .onConflictDoUpdate({ target: [articleReads.articleId, articleReads.eid], set: { readAt } });
}

/** HR's view: every menu and article of the company plus the provider-wide ones, drafts included. */
export async function adminData(db: DbOrTx, companyId: string) {
  const menuRows = await db
    .select()
    .from(articleMenus)
    .where(visibleTo(articleMenus.companyId, companyId))
    .orderBy(asc(articleMenus.audience), asc(articleMenus.sort), asc(articleMenus.createdAt));
  const articleRows = await db
    .select()
    .from(articles)
    .where(visibleTo(articles.companyId, companyId))
    .orderBy(asc(articles.sort), asc(articles.createdAt));
  return { menuRows, articleRows };
}
