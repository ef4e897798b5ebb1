// PAGE-2, PAGE-3: the category menus as the storefront's header, side menu and tiles show them.

/** A menu in one language, as pages and the API show it. */
export interface MenuView {
  id: number
  key: string
  title: string
  description: string
  slug: string
  /** Locale-less path, e.g. '/roll-up-displays/standard-roll-ups'. */
  path: string
  thumbnail: string | null
  position: number
  children: MenuView[]
}

/**
 * A top category as every page's frame shows it: without its subcategories, which the
 * category bar and the side menu load on demand (decision 0012); `childCount` says whether
 * it has any.
 */
export interface MenuTopView extends Omit<MenuView, 'children'> {
  childCount: number
}
