import { asc, eq, isNull } from 'drizzle-orm'
import type { Localized } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import {
  footerSectionMenus,
  footerSectionPages,
  footerSections,
  menus,
  pages,
} from '#server/db/schema/index.ts'
import type { FooterSectionAdmin } from '#core/content/footer.ts'

// CONT-7: the footer as the back office shows it (footer-admin.ts writes it): uncached, with
// hidden categories marked and what a new link may lead to.

export interface FooterAdminView {
  sections: FooterSectionAdmin[]
  /** What a link may lead to: every page, and the top categories. */
  pages: { id: number; title: Localized }[]
  menus: { id: number; title: Localized; isActive: boolean }[]
}

export async function footerAdminView(db: Db): Promise<FooterAdminView> {
  const [sections, pageLinks, menuLinks, pageRows, menuRows] = await Promise.all([
    db.select().from(footerSections).orderBy(asc(footerSections.position), asc(footerSections.id)),
    db
      .select({
        sectionId: footerSectionPages.sectionId,
        targetId: pages.id,
        key: pages.key,
        title: pages.title,
        alias: footerSectionPages.alias,
      })
      .from(footerSectionPages)
      .innerJoin(pages, eq(footerSectionPages.pageId, pages.id))
      .orderBy(asc(footerSectionPages.position), asc(footerSectionPages.pageId)),
    db
      .select({
        sectionId: footerSectionMenus.sectionId,
        targetId: menus.id,
        key: menus.key,
        title: menus.title,
        isActive: menus.isActive,
      })
      .from(footerSectionMenus)
      .innerJoin(menus, eq(footerSectionMenus.menuId, menus.id))
      .orderBy(asc(footerSectionMenus.position), asc(footerSectionMenus.menuId)),
    db
      .select({ id: pages.id, title: pages.title })
      .from(pages)
      .orderBy(asc(pages.position), asc(pages.id)),
    db
      .select({ id: menus.id, title: menus.title, isActive: menus.isActive })
      .from(menus)
      .where(isNull(menus.parentId))
      .orderBy(asc(menus.position), asc(menus.id)),
  ])
  return {
    sections: sections.map((section) => ({
      id: section.id,
      type: section.type,
      title: section.title,
      links:
        section.type === 'page'
          ? pageLinks
              .filter((link) => link.sectionId === section.id)
              .map(({ sectionId: _, ...link }) => ({ ...link, isActive: true }))
          : menuLinks
              .filter((link) => link.sectionId === section.id)
              .map(({ sectionId: _, ...link }) => ({ ...link, alias: null })),
    })),
    pages: pageRows,
    menus: menuRows,
  }
}
