import { and, asc, eq, inArray } from 'drizzle-orm'
import { type Locale, type Localized, pick } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import {
  footerSectionMenus,
  footerSectionPages,
  footerSections,
  menus,
  pages,
} from '#server/db/schema/index.ts'
import { memo } from '#server/modules/shared/memo.ts'
import type { FooterSectionView } from '#core/content/footer.ts'

interface FooterData {
  sections: { id: number; type: 'menu' | 'page'; title: Localized }[]
  pageLinks: {
    sectionId: number
    pageId: number
    key: string
    title: Localized
    slug: Localized
    alias: Localized | null
  }[]
  menuLinks: { sectionId: number; menuId: number; key: string; title: Localized; slug: Localized }[]
}

export function createFooterService(db: Db) {
  // Three queries in all, not one per section; the footer is on every page, so cache briefly.
  const data = memo(30_000, async (): Promise<FooterData> => {
    const sections = await db.select().from(footerSections).orderBy(asc(footerSections.position))
    const ids = sections.map((section) => section.id)
    if (ids.length === 0) return { sections: [], pageLinks: [], menuLinks: [] }
    const [pageRows, menuRows] = await Promise.all([
      db
        .select({
          sectionId: footerSectionPages.sectionId,
          pageId: pages.id,
          key: pages.key,
          title: pages.title,
          slugDe: pages.slugDe,
          slugEn: pages.slugEn,
          alias: footerSectionPages.alias,
        })
        .from(footerSectionPages)
        .innerJoin(pages, eq(footerSectionPages.pageId, pages.id))
        .where(inArray(footerSectionPages.sectionId, ids))
        .orderBy(asc(footerSectionPages.position)),
      db
        .select({
          sectionId: footerSectionMenus.sectionId,
          menuId: menus.id,
          key: menus.key,
          title: menus.title,
          slugDe: menus.slugDe,
          slugEn: menus.slugEn,
        })
        .from(footerSectionMenus)
        // A hidden category is no link (its page answers 404).
        .innerJoin(menus, and(eq(footerSectionMenus.menuId, menus.id), eq(menus.isActive, true)))
        .where(inArray(footerSectionMenus.sectionId, ids))
        .orderBy(asc(footerSectionMenus.position)),
    ])
    return {
      sections,
      pageLinks: pageRows.map((row) => ({ ...row, slug: { de: row.slugDe, en: row.slugEn } })),
      menuLinks: menuRows.map((row) => ({ ...row, slug: { de: row.slugDe, en: row.slugEn } })),
    }
  })

  return {
    /** PAGE-4, CONT-7: the sections in order; one without links is not shown. */
    async sections(locale: Locale): Promise<FooterSectionView[]> {
      const { sections, pageLinks, menuLinks } = await data.get()
      const views = sections.map((section) => ({
        id: section.id,
        type: section.type,
        title: pick(section.title, locale),
        links:
          section.type === 'page'
            ? pageLinks
                .filter((link) => link.sectionId === section.id)
                .map((link) => ({
                  id: link.pageId,
                  key: link.key,
                  title: pick(link.alias ?? link.title, locale),
                  path: `/pages/${link.slug[locale]}`,
                }))
            : menuLinks
                .filter((link) => link.sectionId === section.id)
                .map((link) => ({
                  id: link.menuId,
                  key: link.key,
                  title: pick(link.title, locale),
                  path: `/${link.slug[locale]}`,
                })),
      }))
      return views.filter((section) => section.links.length > 0)
    },
    clearCache: data.clear,
  }
}

export type FooterService = ReturnType<typeof createFooterService>
