import type { Localized } from '#core/i18n/locale.ts'
import { type Locale, localizePath } from '../i18n/locale.ts'
import { SHOP_SEGMENTS } from '../http/shop-paths.ts'
import { slugify } from '../slug/slug.ts'
import { checkRedirect, normalizePath, type RedirectRule } from './redirects.ts'

// CONT-2 (ROUTE-1, ROUTE-2, ROUTE-4): the category tree as staff edit it. The storefront
// shows two levels (`/:menu/:submenu`, then the product), so the tree never grows deeper; a
// category's path is its chain of slugs, and a path that changes leaves a redirect behind.

/** The storefront routes `/:menu` and `/:menu/:submenu` only (app/routes.ts). */
export const MAX_CATEGORY_DEPTH = 2
export const TITLE_MAX = 80
const SLUG_MAX = 80
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * First segments the storefront's own screens, the back office and the server take: a top
 * category there would never be reached (static routes win over `/:menu`).
 */
const RESERVED_TOP = SHOP_SEGMENTS

export interface CategoryNode {
  id: number
  parentId: number | null
  slug: Record<Locale, string>
}

export type CategoryField = 'titleDe' | 'titleEn' | 'slugDe' | 'slugEn'
export type CategoryProblem = 'titleLength' | 'slugInvalid' | 'slugReserved' | 'slugTaken'

/** The slug a category gets: the one typed, else the title's (ROUTE-2), normalised either way. */
export function categorySlug(typed: string, title: string): string {
  return slugify(typed.trim() || title)
    .slice(0, SLUG_MAX)
    .replace(/-$/, '')
}

/**
 * Checks titles and slugs of a new or changed category (`id` when it is an edit) among the
 * others: titles 1–80 characters, slugs valid, free among its siblings in their language and,
 * for a top category, not a segment the shop itself uses.
 */
export function checkCategoryFields(
  nodes: readonly CategoryNode[],
  candidate: {
    id?: number
    parentId: number | null
    title: Record<Locale, string>
    slug: Record<Locale, string>
  },
): Partial<Record<CategoryField, CategoryProblem>> {
  const problems: Partial<Record<CategoryField, CategoryProblem>> = {}
  const siblings = nodes.filter(
    (node) => node.parentId === candidate.parentId && node.id !== candidate.id,
  )
  for (const locale of ['de', 'en'] as const) {
    const suffix = locale === 'de' ? 'De' : 'En'
    const title = candidate.title[locale].trim()
    if (title.length < 1 || title.length > TITLE_MAX) problems[`title${suffix}`] = 'titleLength'
    const slug = candidate.slug[locale]
    if (!SLUG.test(slug) || slug.length > SLUG_MAX) problems[`slug${suffix}`] = 'slugInvalid'
    else if (candidate.parentId === null && RESERVED_TOP.has(slug)) {
      problems[`slug${suffix}`] = 'slugReserved'
    } else if (siblings.some((node) => node.slug[locale] === slug)) {
      problems[`slug${suffix}`] = 'slugTaken'
    }
  }
  return problems
}

/** How many levels a category's own subtree holds (1 for a leaf). */
function heightOf(nodes: readonly CategoryNode[], id: number): number {
  const children = nodes.filter((node) => node.parentId === id)
  return 1 + Math.max(0, ...children.map((child) => heightOf(nodes, child.id)))
}

/** The level a category sits on (1 for a top category). */
function depthOf(nodes: readonly CategoryNode[], id: number): number {
  let depth = 0
  let node = nodes.find((item) => item.id === id)
  const seen = new Set<number>()
  while (node && !seen.has(node.id)) {
    seen.add(node.id)
    depth++
    const parentId = node.parentId
    node = parentId === null ? undefined : nodes.find((item) => item.id === parentId)
  }
  return depth
}

/** `id` and everything below it. */
export function subtreeOf(nodes: readonly CategoryNode[], id: number): number[] {
  const ids = [id]
  for (let i = 0; i < ids.length; i++) {
    for (const node of nodes) if (node.parentId === ids[i]) ids.push(node.id)
  }
  return ids
}

export type MoveProblem = 'self' | 'descendant' | 'tooDeep' | 'unknownParent'

/**
 * Whether category `id` may move under `parentId` (null: to the top): never under itself or
 * its own descendant, and the subtree must still fit the storefront's two levels.
 */
export function checkMove(
  nodes: readonly CategoryNode[],
  id: number,
  parentId: number | null,
): MoveProblem | null {
  if (parentId === null) return null
  if (parentId === id) return 'self'
  if (!nodes.some((node) => node.id === parentId)) return 'unknownParent'
  if (subtreeOf(nodes, id).includes(parentId)) return 'descendant'
  if (depthOf(nodes, parentId) + heightOf(nodes, id) > MAX_CATEGORY_DEPTH) return 'tooDeep'
  return null
}

/** Where a category may go: the top, or any category `checkMove` accepts. */
export function possibleParents(nodes: readonly CategoryNode[], id: number): number[] {
  return nodes.filter((node) => checkMove(nodes, id, node.id) === null).map((node) => node.id)
}

/** The storefront's path of a category in a language: '/en/roll-up-displays/standard'. */
export function categoryPath(nodes: readonly CategoryNode[], id: number, locale: Locale): string {
  const slugs: string[] = []
  let node = nodes.find((item) => item.id === id)
  while (node && slugs.length <= MAX_CATEGORY_DEPTH + 1) {
    slugs.unshift(node.slug[locale])
    const parentId = node.parentId
    node = parentId === null ? undefined : nodes.find((item) => item.id === parentId)
  }
  return localizePath('/' + slugs.join('/'), locale)
}

export interface RedirectPlan {
  /** Rules to delete: they started at a path a category now lives at again. */
  remove: number[]
  /** Rules whose target moves along (they pointed at an old path). */
  retarget: { id: number; to: string }[]
  /** New rules from old paths. */
  add: { from: string; to: string }[]
  /** A rule not left by us starts at a new path and would hide the category. */
  blocked?: RedirectRule
}

/**
 * CONT-2 (ROUTE-4): the redirect rules after category paths moved (`moves`: old → new). Old
 * paths lead to new ones; rules that led to an old path lead to its new one (no chain); a rule
 * that started at a new path is removed when it led to one of the old paths (a rename undone),
 * and blocks the change otherwise. Every rule is checked like one typed in the back office.
 */
export function planCategoryRedirects(
  rules: readonly RedirectRule[],
  moves: readonly { from: string; to: string }[],
): RedirectPlan {
  const changed = moves.filter((move) => move.from !== move.to)
  const olds = new Set(changed.map((move) => move.from))
  const news = new Map(changed.map((move) => [move.from, move.to]))
  const pathOf = (to: string) => normalizePath(to.split(/[?#]/, 1)[0]!)
  const remove: number[] = []
  for (const rule of rules) {
    if (!changed.some((move) => normalizePath(rule.from) === move.to)) continue
    if (olds.has(pathOf(rule.to))) remove.push(rule.id)
    else return { blocked: rule, remove: [], retarget: [], add: [] }
  }
  let list = rules.filter((rule) => !remove.includes(rule.id))
  const retarget: { id: number; to: string }[] = []
  for (const rule of list) {
    const path = pathOf(rule.to)
    const next = news.get(path)
    if (next)
      retarget.push({ id: rule.id, to: next + rule.to.slice(rule.to.indexOf(path) + path.length) })
  }
  list = list.map((rule) => ({
    ...rule,
    to: retarget.find((r) => r.id === rule.id)?.to ?? rule.to,
  }))
  const add: { from: string; to: string }[] = []
  let nextId = -1
  for (const move of changed) {
    const existing = list.find((rule) => normalizePath(rule.from) === move.from)
    if (existing) {
      // A rule already started at the old path (the category was hidden behind it): it now
      // leads to the category's new place.
      const at = retarget.findIndex((r) => r.id === existing.id)
      if (at >= 0) retarget.splice(at, 1)
      retarget.push({ id: existing.id, to: move.to })
      list = list.map((rule) => (rule.id === existing.id ? { ...rule, to: move.to } : rule))
      continue
    }
    // A move's rule leads to the category's new path: no role needed for another site.
    const check = checkRedirect(list, move, null)
    // The paths are the storefront's own, so a refusal here is a chain the steps above missed.
    if (!check.ok) throw new Error(`category redirect ${move.from} → ${move.to}: ${check.problem}`)
    add.push({ from: check.from, to: check.to })
    list = [...list, { id: nextId--, from: check.from, to: check.to }]
  }
  return { remove, retarget, add }
}

export interface CategoryAdminView {
  id: number
  parentId: number | null
  position: number
  title: Localized
  description: Localized
  slug: Localized
  /** The storefront's path in each language, '/en/…' for English. */
  path: Localized
  isActive: boolean
  productCount: number
  /** The thumbnail's key under /media, or null. */
  thumbnail: string | null
  /** Where "move to" may put it: category ids, and `null` for the top when it is not there. */
  moveTargets: (number | null)[]
  children: CategoryAdminView[]
}
