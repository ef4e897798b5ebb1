// PAGE-7: a product as a card of a category, search or bookmark list.

/** A product in a list (category, search, middle page). */
export interface ProductCard {
  id: number
  type: number
  title: string
  slug: string
  /** Locale-less path under the default menu, e.g. '/roll-up-displays/roll-up-standard/roll-up-basic'. */
  path: string
  featureDesc: string
  fromPriceCents: number
  image: ImageView | null
}

export interface ImageView {
  path: string
  width: number
  height: number
  alt: string
}
