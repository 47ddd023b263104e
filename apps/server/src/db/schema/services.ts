import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/**
 * The service guide and the orientation (issue 17; spec 3 §2.1 /Entryservice, /Entryservicepages,
 * ServiceInformation, ServiceinDetails, GeneralOrientation): menus (a tree) and their articles.
 * `companyId` null: provider-wide, shown to every company (and, for orientation, to anyone).
 */
export const articleMenus = pgTable(
  'article_menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    parentId: uuid('parent_id'),
    /** 'service' | 'orientation' (ARTICLE_AUDIENCES). */
    audience: text('audience').notNull().default('service'),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameJa: text('name_ja'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('article_menus_company_idx').on(t.companyId, t.audience),
    check('article_menus_audience_ck', sql`${t.audience} in ('service', 'orientation')`),
  ],
);

/**
 * An article: `html` is sanitised on save (modules/articles/sanitize.ts) and so safe to render;
 * a 'pages' article is a page list of images (the handbooks, spec 3 §9). Employees see published
 * ones only (`publishedAt` set).
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => articleMenus.id),
    /** The menu's company, copied so a read filters without a join. */
    companyId: uuid('company_id').references(() => companies.id),
    kind: text('kind').notNull().default('html'),
    title: text('title').notNull(),
    html: text('html').notNull().default(''),
    pages: jsonb('pages').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A change makes the article unread again (article_reads.readAt < updatedAt). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_menu_idx').on(t.menuId),
    // One article of a title per menu: a repeated "save" of a new article finds the first.
    uniqueIndex('articles_menu_title_uq').on(t.menuId, t.title),
    check('articles_kind_ck', sql`${t.kind} in ('html', 'pages')`),
  ],
);

/** When an employee last opened an article (UpdateReadStatus readType=Material). */
export const articleReads = pgTable(
  'article_reads',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.eid] })],
);

/**
 * Health services of a company (spec 3 §2.5 health index, ETC): the supplementary medical policy
 * period (the claim entry shows inside its claim window) and the ETC contact phone.
 */
export const companyHealthSettings = pgTable('company_health_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  medicalPolicyFrom: date('medical_policy_from'),
  medicalPolicyTo: date('medical_policy_to'),
  etcPhone: text('etc_phone'),
});

/** Who subscribed to the physical examination (IsPhysicalExaminationSubscribe). */
export const physicalExamSubscriptions = pgTable('physical_exam_subscriptions', {
  eid: uuid('eid')
    .primaryKey()
    .references(() => employees.eid, { onDelete: 'cascade' }),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  active: boolean('active').notNull().default(true),
});
