import type { ProductCard, ImageView } from '#core/catalog/product-card.ts'
import type { MenuView } from '#core/content/menus.ts'
import type { Localized } from '#core/i18n/locale.ts'
import type { PrintLayout } from '#core/preflight/print-layout.ts'
import type { PrintOverride } from '#core/preflight/print-spec.ts'
import type { QuoteLike } from '#core/catalog/quote.ts'

// What the catalogue answers: a product as its page reads it, and a priced configuration.

export interface Paginated<T> {
  data: T[]
  currentPage: number
  perPage: number
  total: number
  lastPage: number
}

export interface OptionView {
  id: number
  title: string
  /** PRE-3: what choosing a value means for the print data (its width, height or pages). */
  values: { id: number; title: string; print?: PrintOverride | null }[]
}

export interface CombinationView {
  id: number
  optionValueIds: number[]
  priceCents: number
  realPriceCents: number
  additionalPriceCents: number
  stock: number
  isDefault: boolean
}

export interface DurationView {
  id: number
  title: string
  workingDays: number
  surchargePercent: number
  /** ISO date of delivery when ordered now. */
  deliveryDate: string
}

export interface ServiceView {
  id: number
  title: string
  values: { id: number; title: string; priceCents: number }[]
}

export interface ProductDetail extends ProductCard {
  metaDescription: string
  /** CONT-6: the page title for search engines; empty means the product's title. */
  seoTitle: string
  slugs: Localized
  paths: Localized
  defaultMenuId: number
  menuChain: MenuView[]
  printFormat: { widthMm: number; heightMm: number; bleedMm: number } | null
  /** PRE-2, PRE-5: the product's pages and lowest resolution (the print data tab states them). */
  printMinPpi: number
  printPages: number
  /** TPL-1: the zones the template draws and the check warns about. */
  printLayout: PrintLayout | null
  images: ImageView[]
  options: OptionView[]
  combinations: CombinationView[]
  durations: DurationView[]
  services: ServiceView[]
  tiers: { minQuantity: number; percent: number }[]
  downloads: { id: number; kind: string; title: string; file: string }[]
  tabs: { key: string; title: string; body: string }[]
}

export interface QuoteInput {
  productId: number
  /** One of combinationId or optionValueIds (type 2 chooses by values). */
  combinationId?: number
  optionValueIds?: number[]
  durationId?: number
  serviceValueIds?: number[]
  quantity: number
}

/** A priced configuration: the one shape of core/catalog/quote.ts. */
export type Quote = QuoteLike
