import {
  type AnyPgColumn,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import type { Localized } from '#core/i18n/locale.ts'
import { STAFF_ROLES } from '#core/staff/roles.ts'

// Texts a customer reads are stored as { de, en } (see docs/decisions/0003-localized-content.md);
// slugs have their own columns because routes look them up.

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    position: integer('position').notNull().default(0),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    slugDe: text('slug_de').notNull(),
    slugEn: text('slug_en').notNull(),
    /** Image key under /media, e.g. 'menus/roll-up-displays'. */
    thumbnail: text('thumbnail'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    unique('menus_slug_de_uq').on(t.parentId, t.slugDe).nullsNotDistinct(),
    unique('menus_slug_en_uq').on(t.parentId, t.slugEn).nullsNotDistinct(),
  ],
)

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').$type<Localized>().notNull(),
  slugDe: text('slug_de').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  metaDescription: jsonb('meta_description').$type<Localized>().notNull(),
  /** HTML from the back office; sanitised where it is read (server/modules/content/sanitize.ts). */
  body: jsonb('body').$type<Localized>().notNull(),
})

export const footerSections = pgTable('footer_sections', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['menu', 'page'] }).notNull(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').$type<Localized>().notNull(),
})

export const footerSectionPages = pgTable(
  'footer_section_pages',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => footerSections.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Link text in the footer when it differs from the page title. */
    alias: jsonb('alias').$type<Localized>(),
  },
  (t) => [unique('footer_section_pages_uq').on(t.sectionId, t.pageId)],
)

export const footerSectionMenus = pgTable(
  'footer_section_menus',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => footerSections.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('footer_section_menus_uq').on(t.sectionId, t.menuId)],
)

export const redirections = pgTable('redirections', {
  id: serial('id').primaryKey(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  /** How often the redirect was followed, and when last (the back office shows it). */
  hits: integer('hits').notNull().default(0),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
  /**
   * The role of the member who saved the rule last (SEC-11): a rule to another site acts only
   * when the owner saved it. Null for rules the shop wrote itself (moved categories and pages)
   * and for rules saved before this was kept.
   */
  savedByRole: text('saved_by_role', { enum: STAFF_ROLES }),
})

export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  isActive: boolean('is_active').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
})
