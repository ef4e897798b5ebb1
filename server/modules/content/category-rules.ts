import { sql } from 'drizzle-orm'
import {
  type CategoryNode,
  type CategoryProblem,
  categoryPath,
  categorySlug,
  type MoveProblem,
  possibleParents,
  subtreeOf,
} from '#core/content/categories.ts'
import { type Locale, type Localized, locales } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import type { Tx } from '#server/db/client.ts'
import { menus } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { CategoryAdminView } from '#core/content/categories.ts'
import { redirectFrom, writeRedirectMoves } from './redirect-moves.ts'

// CONT-2: the checks and helpers the category tree's writes share (categories-admin.ts).

export interface CategoryInput {
  title: Localized
  slug: Localized
  description: Localized
  isActive: boolean
}

export type Row = typeof menus.$inferSelect

const DESCRIPTION_MAX = 1000

export const FIELD_MESSAGE: Record<CategoryProblem, Parameters<typeof translate>[1]> = {
  titleLength: 'adminContent.categories.titleLength',
  slugInvalid: 'adminContent.categories.slugInvalid',
  slugReserved: 'adminContent.categories.slugReserved',
  slugTaken: 'adminContent.categories.slugTaken',
}

export const MOVE_MESSAGE: Record<MoveProblem, Parameters<typeof translate>[1]> = {
  self: 'adminContent.categories.self',
  descendant: 'adminContent.categories.descendant',
  tooDeep: 'adminContent.categories.tooDeep',
  unknownParent: 'adminContent.categories.unknownParent',
}

export const nodeOf = (row: Row): CategoryNode => ({
  id: row.id,
  parentId: row.parentId,
  slug: { de: row.slugDe, en: row.slugEn },
})

export const byPlace = (a: Row, b: Row) => a.position - b.position || a.id - b.id

export const snapshot = (row: Row) => ({
  parentId: row.parentId,
  position: row.position,
  title: row.title,
  slug: { de: row.slugDe, en: row.slugEn },
  description: row.description,
  isActive: row.isActive,
})

export function assertRole(actor: StaffMember, locale: Locale) {
  if (!can(actor, 'content.edit')) {
    throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
  }
}

export const notFound = (locale: Locale) =>
  new AppError('not_found', translate(locale, 'api.itemNotFound'))

/** The tree locked against other editors for the rest of the transaction. */
export async function lockedRows(tx: Tx): Promise<Row[]> {
  await tx.execute(sql`lock table ${menus} in share row exclusive mode`)
  return tx.select().from(menus)
}

export function fieldError(
  problems: Partial<Record<string, CategoryProblem>>,
  locale: Locale,
): AppError | null {
  const entries = Object.entries(problems).filter(([, problem]) => problem)
  if (entries.length === 0) return null
  return new AppError(
    'invalid',
    translate(locale, 'validation.fixErrors'),
    Object.fromEntries(
      entries.map(([field, problem]) => [field, [translate(locale, FIELD_MESSAGE[problem!])]]),
    ),
  )
}

/**
 * CONT-2: the redirects for paths that changed between `before` and `after` (the subtree of
 * `id`, both languages), written with the redirection list locked. Answers how many rules
 * were added, and whether the list changed at all.
 */
export async function redirectMoved(
  tx: Tx,
  before: CategoryNode[],
  after: CategoryNode[],
  id: number,
  field: string,
  locale: Locale,
): Promise<{ redirects: number; redirected: boolean }> {
  const moves = subtreeOf(before, id).flatMap((node) =>
    locales.map((language) => ({
      from: categoryPath(before, node, language),
      to: categoryPath(after, node, language),
    })),
  )
  const written = await writeRedirectMoves(tx, moves)
  if (written.blocked) {
    throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
      [field]: [
        translate(locale, 'adminContent.categories.slugRedirected', { to: written.blocked.to }),
      ],
    })
  }
  return written
}

export function cleanInput(input: CategoryInput): CategoryInput {
  const trim = (text: Localized) => ({ de: text.de.trim(), en: text.en.trim() })
  const title = trim(input.title)
  return {
    title,
    slug: {
      de: categorySlug(input.slug.de, title.de),
      en: categorySlug(input.slug.en, title.en),
    },
    description: {
      de: input.description.de.trim().slice(0, DESCRIPTION_MAX),
      en: input.description.en.trim().slice(0, DESCRIPTION_MAX),
    },
    isActive: input.isActive,
  }
}

/** A redirect that starts where a new category would live hides it (the hook runs first). */
export async function redirectFromNewPaths(
  tx: Tx,
  nodes: CategoryNode[],
  parentId: number | null,
  slug: Localized,
): Promise<{ field: 'slugDe' | 'slugEn'; to: string } | null> {
  const all = [...nodes, { id: -1, parentId, slug }]
  const paths = locales.map((language) => categoryPath(all, -1, language))
  const hit = await redirectFrom(tx, paths)
  if (!hit) return null
  return { field: hit.from === paths[0] ? 'slugDe' : 'slugEn', to: hit.to }
}

/** CONT-2: the tree as the editor shows it, from the rows in the storefront's order. */
export function treeView(rows: Row[], countOf: Map<number, { size: number }>): CategoryAdminView[] {
  const nodes = rows.map(nodeOf)
  const view = (row: Row): CategoryAdminView => ({
    id: row.id,
    parentId: row.parentId,
    position: row.position,
    title: row.title,
    description: row.description,
    slug: { de: row.slugDe, en: row.slugEn },
    path: { de: categoryPath(nodes, row.id, 'de'), en: categoryPath(nodes, row.id, 'en') },
    isActive: row.isActive,
    productCount: countOf.get(row.id)?.size ?? 0,
    thumbnail: row.thumbnail,
    moveTargets: [
      ...(row.parentId === null ? [] : [null]),
      ...possibleParents(nodes, row.id).filter((id) => id !== row.parentId),
    ],
    children: rows.filter((child) => child.parentId === row.id).map(view),
  })
  return rows.filter((row) => row.parentId === null).map(view)
}
