import { z } from 'zod';
import { ARTICLE_AUDIENCES, ARTICLE_KINDS, ARTICLE_LIMITS } from './constants';

/** Service guide, orientation, backlog, health index and ETC calls (issue 17, spec 3 §2.1, §2.5, §7). */

export const ZArticleId = z.uuid({ error: 'validation.articleId' });
export const ZArticleIdQuery = z.object({ id: ZArticleId });
export const ZAudienceQuery = z.object({
  audience: z.enum(ARTICLE_AUDIENCES, { error: 'validation.articleAudience' }).default('service'),
});

export const ZArticleListItem = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  isRead: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type TArticleListItem = z.infer<typeof ZArticleListItem>;

/** A menu of GetArticlesMenus: its articles and its children (a tree, sorted). */
export type TArticleMenu = {
  id: string;
  name: string;
  parentId: string | null;
  sort: number;
  /** A child or an article not read yet. */
  unread: boolean;
  articles: TArticleListItem[];
  children: TArticleMenu[];
};
export const ZArticleMenu: z.ZodType<TArticleMenu> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    sort: z.number().int(),
    unread: z.boolean(),
    articles: z.array(ZArticleListItem),
    children: z.array(ZArticleMenu),
  }),
);

export const ZArticle = z.object({
  id: z.string(),
  menuId: z.string(),
  title: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  /** Sanitised when saved; safe to render. */
  html: z.string(),
  /** A 'pages' article's page images (https or data:). */
  pages: z.array(z.string()),
  publishedAt: z.string().nullable(),
  isRead: z.boolean(),
});
export type TArticle = z.infer<typeof ZArticle>;

/** /GeneralOrientation: the orientation articles in full. */
export const ZOrientation = z.array(
  z.object({ id: z.string(), name: z.string(), articles: z.array(ZArticle.omit({ isRead: true })) }),
);
export type TOrientation = z.infer<typeof ZOrientation>;

const ZOptionalName = z
  .string({ error: 'validation.menuName' })
  .trim()
  .max(ARTICLE_LIMITS.menuName, { error: 'validation.menuName' })
  .default('');

/** HR: a menu, new (no id) or edited. */
export const ZSaveMenu = z.object({
  id: ZArticleId.optional(),
  parentId: ZArticleId.nullable().default(null),
  name: z
    .string({ error: 'validation.menuName' })
    .trim()
    .min(1, { error: 'validation.menuName' })
    .max(ARTICLE_LIMITS.menuName, { error: 'validation.menuName' }),
  nameEn: ZOptionalName,
  nameJa: ZOptionalName,
  sort: z.number({ error: 'validation.articleSort' }).int().min(0).max(9999).default(0),
  audience: z.enum(ARTICLE_AUDIENCES, { error: 'validation.articleAudience' }).default('service'),
});
export type TSaveMenu = z.input<typeof ZSaveMenu>;

/** HR: an article, new (no id) or edited; publish makes it visible to employees. */
export const ZSaveArticle = z.object({
  id: ZArticleId.optional(),
  menuId: ZArticleId,
  title: z
    .string({ error: 'validation.articleTitle' })
    .trim()
    .min(1, { error: 'validation.articleTitle' })
    .max(ARTICLE_LIMITS.title, { error: 'validation.articleTitle' }),
  html: z
    .string({ error: 'validation.articleHtml' })
    .max(ARTICLE_LIMITS.html, { error: 'validation.articleHtml' }),
  publish: z.boolean().default(false),
});
export type TSaveArticle = z.input<typeof ZSaveArticle>;
export const ZPreviewHtml = z.object({
  html: z
    .string({ error: 'validation.articleHtml' })
    .max(ARTICLE_LIMITS.html, { error: 'validation.articleHtml' }),
});
export const ZHtmlResult = z.object({ html: z.string() });
export const ZPublishArticle = z.object({ id: ZArticleId, published: z.boolean() });
export const ZSavedId = z.object({ id: z.string(), html: z.string().optional() });

export const ZAdminMenu = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  nameEn: z.string(),
  nameJa: z.string(),
  sort: z.number().int(),
  audience: z.enum(ARTICLE_AUDIENCES),
  /** Provider-wide: shown to HR, not editable by a company. */
  providerWide: z.boolean(),
});
export const ZAdminArticle = z.object({
  id: z.string(),
  menuId: z.string(),
  title: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  html: z.string(),
  published: z.boolean(),
  providerWide: z.boolean(),
  updatedAt: z.string(),
});
export const ZArticleAdminData = z.object({ menus: z.array(ZAdminMenu), articles: z.array(ZAdminArticle) });
export type TAdminMenu = z.infer<typeof ZAdminMenu>;
export type TAdminArticle = z.infer<typeof ZAdminArticle>;
export type TArticleAdminData = z.infer<typeof ZArticleAdminData>;

/** GET /api/Backlog/List?status=0|1. */
export const ZBacklogQuery = z.object({
  status: z.coerce
    .number({ error: 'validation.backlogStatus' })
    .int()
    .min(0, { error: 'validation.backlogStatus' })
    .max(1, { error: 'validation.backlogStatus' })
    .default(0),
});
export const ZBacklogItem = z.object({
  key: z.string(),
  type: z.number().int(),
  mode: z.number().int(),
  title: z.string(),
  path: z.string(),
  /** YYYY.MM.DD */
  createTime: z.string(),
  status: z.number().int(),
});
export type TBacklogItem = z.infer<typeof ZBacklogItem>;
export const ZBacklogPage = z.object({ result: z.array(ZBacklogItem), totalCount: z.number().int() });
export type TBacklogPage = z.infer<typeof ZBacklogPage>;

/** GetInsureClaimDisplay: whether the medical claim entry shows, and until when one may claim. */
export const ZInsureClaimDisplay = z.object({
  display: z.boolean(),
  deadline: z.string().nullable(),
  /** A provider is configured; otherwise every link answers "not connected yet". */
  connected: z.boolean(),
});
export type TInsureClaimDisplay = z.infer<typeof ZInsureClaimDisplay>;

/** The ETC promotion page. */
export const ZEtcInfo = z.object({
  phone: z.string().nullable(),
  banks: z.array(z.string()),
  cardsPerVehicle: z.number(),
});
export type TEtcInfo = z.infer<typeof ZEtcInfo>;
