// Shapes of the demo content that the seed writes into the database.
// Texts a customer reads are always given in both languages.

export interface Localized {
  de: string
  en: string
}

/** A motif the seed draws as an SVG and turns into a thumbnail (see server/db/seed/images). */
export type Motif =
  | 'rollup'
  | 'popup-wall'
  | 'textile-frame'
  | 'counter'
  | 'beach-flag'
  | 'banner'
  | 'mesh-banner'
  | 'brochure-stand'
  | 'customer-stopper'
  | 'light-box'
  | 'table-display'
  | 'poster-stand'
  | 'tent'
  | 'accessories'
  | 'flag-pole'
  | 'sign'

export interface SeedCategory {
  /** Stable key used by the seed (and later by products) to find the category; kebab-case, English. */
  key: string
  title: Localized
  /** One or two sentences shown above the category's tiles and used as meta description. */
  description: Localized
  motif: Motif
  /** Main colour of the drawn thumbnail, e.g. '#1d4ed8'. */
  color: string
  children?: SeedCategory[]
}

export interface SeedPage {
  /** Stable key: imprint, terms, privacy, about-us, jobs, contact, team, shipping, payment, withdrawal ... */
  key: string
  title: Localized
  /** Slugs are derived from the title with core/slug unless given here. */
  slug?: Localized
  metaDescription: Localized
  /** Trusted HTML using only h2, h3, p, ul, ol, li, strong, em, a, address, table, thead, tbody, tr, th, td, br. */
  body: Localized
}

export interface SeedFooterSection {
  type: 'menu' | 'page'
  title: Localized
  /** For type 'page': keys of SeedPage, in order; the optional alias is the link text in the footer. */
  pages?: { key: string; alias?: Localized }[]
  /** For type 'menu': keys of top-level SeedCategory, in order. */
  menus?: string[]
}

export interface SeedCountry {
  /**
   * Fixed ids: the postcode rule VAL-4 depends on them (18: 5 digits, 10 and 9: 4 digits,
   * 1: no rule).
   */
  id: number
  /** ISO 3166-1 alpha-2, except Switzerland which the spec codes 'SW'. */
  code: string
  name: Localized
  /** Whether German VAT is charged on deliveries to this country (TOT-13). */
  taxRequired: boolean
  isEu: boolean
}

export interface SeedPostMethod {
  countryId: number
  /** Machine value, e.g. 'dhl-standard'. */
  value: string
  text: Localized
  /** Net price in integer cents. */
  priceCents: number
  /** FAIR-PLAN-1: working days in transit at the destination. */
  transitDays: number
  /** FAIR-PLAN-1: delivers on a fixed day. */
  dateDefinite: boolean
}

export interface SeedRedirection {
  from: string
  to: string
}
