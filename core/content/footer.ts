import type { Localized } from '#core/i18n/locale.ts'

// PAGE-4 (decision 0030): the footer's sections, as the storefront and the back office show them.

export interface FooterSectionAdmin {
  id: number
  type: 'page' | 'menu'
  title: Localized
  links: FooterLinkAdmin[]
}

export interface FooterSectionView {
  id: number
  type: 'menu' | 'page'
  title: string
  links: FooterLink[]
}

export interface FooterLinkAdmin {
  /** The page's or the category's id. */
  targetId: number
  key: string
  title: Localized
  alias: Localized | null
  /** A hidden category's link is not shown in the storefront. */
  isActive: boolean
}

export interface FooterLink {
  id: number
  /** The page's or menu's stable key ('imprint', 'roll-up-displays'). */
  key: string
  title: string
  /** Locale-less path: '/pages/{slug}' for pages, '/{menu}' for menus. */
  path: string
}
