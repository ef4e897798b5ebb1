import { asc, eq } from 'drizzle-orm'
import { type Locale, type Localized, pick } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { menus } from '#server/db/schema/index.ts'
import { memo } from '#server/modules/shared/memo.ts'
import type { MenuView, MenuTopView } from '#core/content/menus.ts'

export interface MenuNode {
  id: number
  key: string
  parentId: number | null
  position: number
  title: Localized
  description: Localized
  slug: Localized
  thumbnail: string | null
  children: MenuNode[]
}

interface MenuTree {
  roots: MenuNode[]
  byId: Map<number, MenuNode>
}

export function createMenusService(db: Db) {
  // The whole tree is small (hundreds of rows) and read on every page: load it once, briefly cached.
  const tree = memo(30_000, async (): Promise<MenuTree> => {
    const rows = await db
      .select()
      .from(menus)
      .where(eq(menus.isActive, true))
      .orderBy(asc(menus.position), asc(menus.id))
    const byId = new Map<number, MenuNode>()
    for (const row of rows) {
      byId.set(row.id, {
        id: row.id,
        key: row.key,
        parentId: row.parentId,
        position: row.position,
        title: row.title,
        description: row.description,
        slug: { de: row.slugDe, en: row.slugEn },
        thumbnail: row.thumbnail,
        children: [],
      })
    }
    const roots: MenuNode[] = []
    for (const node of byId.values()) {
      if (node.parentId === null) roots.push(node)
      else byId.get(node.parentId)?.children.push(node)
    }
    return { roots, byId }
  })

  function ancestry(node: MenuNode, byId: Map<number, MenuNode>): MenuNode[] {
    const chain = [node]
    let parent = node.parentId === null ? undefined : byId.get(node.parentId)
    while (parent) {
      chain.unshift(parent)
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId)
    }
    return chain
  }

  function pathOf(chain: MenuNode[], locale: Locale): string {
    return '/' + chain.map((node) => node.slug[locale]).join('/')
  }

  function view(node: MenuNode, locale: Locale, byId: Map<number, MenuNode>, depth = 1): MenuView {
    return {
      id: node.id,
      key: node.key,
      title: pick(node.title, locale),
      description: pick(node.description, locale),
      slug: node.slug[locale],
      path: pathOf(ancestry(node, byId), locale),
      thumbnail: node.thumbnail,
      position: node.position,
      children: depth > 0 ? node.children.map((child) => view(child, locale, byId, depth - 1)) : [],
    }
  }

  return {
    /** Top categories with their subcategories (API-4: menus/mega). */
    async mega(locale: Locale): Promise<MenuView[]> {
      const { roots, byId } = await tree.get()
      return roots.map((root) => view(root, locale, byId))
    },

    /** Top categories only, for the frame of every page (decision 0012). */
    async top(locale: Locale): Promise<MenuTopView[]> {
      const { roots, byId } = await tree.get()
      return roots.map((root) => {
        const { children: _children, ...rest } = view(root, locale, byId, 0)
        return { ...rest, childCount: root.children.length }
      })
    },

    async byId(id: number, locale: Locale): Promise<MenuView | undefined> {
      const { byId } = await tree.get()
      const node = byId.get(id)
      return node && view(node, locale, byId)
    },

    async children(id: number, locale: Locale): Promise<MenuView[] | undefined> {
      const { byId } = await tree.get()
      const node = byId.get(id)
      return node?.children.map((child) => view(child, locale, byId, 0))
    },

    /**
     * Resolves '/{menu}/{submenu}' slugs in a locale. Returns the chain from the top menu down,
     * or undefined when a segment does not match. Slugs of the other language are accepted
     * too (`matchedLocale` tells), so an old or switched link can be redirected to the right one.
     */
    async resolve(
      slugs: string[],
      locale: Locale,
    ): Promise<{ chain: MenuView[]; matchedLocale: Locale } | undefined> {
      const { roots, byId } = await tree.get()
      for (const candidate of [locale, locale === 'de' ? 'en' : 'de'] as const) {
        let level = roots
        const chain: MenuNode[] = []
        for (const slug of slugs) {
          const next = level.find((node) => node.slug[candidate] === slug)
          if (!next) break
          chain.push(next)
          level = next.children
        }
        if (chain.length === slugs.length && chain.length > 0) {
          return { chain: chain.map((node) => view(node, locale, byId)), matchedLocale: candidate }
        }
      }
      return undefined
    },

    /** A menu and its ancestors, from the top menu down (breadcrumbs of a product). */
    async chain(id: number, locale: Locale): Promise<MenuView[]> {
      const { byId } = await tree.get()
      const node = byId.get(id)
      return node ? ancestry(node, byId).map((item) => view(item, locale, byId, 0)) : []
    },

    /** A menu at any level by its slug in either language (API-4: middle-page/products/{slug}). */
    async bySlug(slug: string, locale: Locale): Promise<MenuView | undefined> {
      const { byId } = await tree.get()
      const nodes = [...byId.values()]
      const node =
        nodes.find((item) => item.slug[locale] === slug) ??
        nodes.find((item) => item.slug.de === slug || item.slug.en === slug)
      return node && view(node, locale, byId)
    },

    /** The locale-less path of a menu in each language, for the language switch and hreflang. */
    async paths(id: number): Promise<Localized | undefined> {
      const { byId } = await tree.get()
      const node = byId.get(id)
      if (!node) return undefined
      const chain = ancestry(node, byId)
      return { de: pathOf(chain, 'de'), en: pathOf(chain, 'en') }
    },

    /** Maps a locale-less category path from one language to the other (language switch). */
    async translatePath(path: string, from: Locale, to: Locale): Promise<string | undefined> {
      const slugs = path.split('/').filter(Boolean)
      const { roots } = await tree.get()
      let level = roots
      const out: string[] = []
      for (const slug of slugs) {
        const next = level.find((node) => node.slug[from] === slug)
        if (!next) return undefined
        out.push(next.slug[to])
        level = next.children
      }
      return '/' + out.join('/')
    },

    clearCache: tree.clear,
  }
}

export type MenusService = ReturnType<typeof createMenusService>
