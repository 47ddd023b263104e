/**
 * Service guide (articles), orientation, health index and ETC (issue 17; spec 3 §2.1, §2.5, §7, §9).
 * Constants the server and the web both read; no zod here.
 */

/** Who a menu is for: the service guide (/Entryservice) or the orientation (/GeneralOrientation). */
export const ARTICLE_AUDIENCES = ['service', 'orientation'] as const;
export type TArticleAudience = (typeof ARTICLE_AUDIENCES)[number];

/** 'html': stored (sanitised) HTML, /ServiceInformation; 'pages': a page list of images, /ServiceinDetails. */
export const ARTICLE_KINDS = ['html', 'pages'] as const;
export type TArticleKind = (typeof ARTICLE_KINDS)[number];

/** Spec 3 §9: handbook images, 42 pages (staff handbook) and 29 (code of conduct). */
export const HANDBOOK_PAGES = { staffHandbook: 42, codeOfConduct: 29 } as const;

export const ARTICLE_LIMITS = { title: 60, menuName: 30, html: 200_000, pages: 80 } as const;

/** The health index links (spec 3 §7 "Insurance and medical links"). */
export const HEALTH_LINKS = ['insureClaim', 'order', 'product', 'claim'] as const;
export type THealthLink = (typeof HEALTH_LINKS)[number];

/** Spec 3 §9: a supplementary medical claim within 90 days, and not later than March 31. */
export const MEDICAL_CLAIM_DAYS = 90;
export const MEDICAL_CLAIM_LAST_DAY = '03-31';

/** The ETC page (spec 3 §2.5): one card per vehicle, four banks. */
export const ETC_BANKS = ['icbc', 'ccb', 'abc', 'boc'] as const;
export type TEtcBank = (typeof ETC_BANKS)[number];
export const ETC_CARDS_PER_VEHICLE = 1;

/** Where the screens are. */
export const SERVICE_PATHS = {
  guide: '/Entryservice',
  menu: '/Entryservicepages',
  article: '/ServiceInformation',
  pages: '/ServiceinDetails',
  orientation: '/GeneralOrientation',
  admin: '/ArticleAdmin',
  backlog: '/Backlog',
  health: '/HeathIndex',
  etc: '/ETC',
} as const;

/** The screen that shows an article of a kind. */
export const articlePath = (article: { id: string; kind: TArticleKind }) =>
  `${article.kind === 'pages' ? SERVICE_PATHS.pages : SERVICE_PATHS.article}?id=${encodeURIComponent(article.id)}`;
