import type { Localized } from '#core/i18n/locale.ts'
import type { PrintLayout } from '#core/preflight/print-layout.ts'
import type { PrintOverride } from '#core/preflight/print-spec.ts'

// CONT-6 (decision 0027): a product as the back office's product editor shows it.

export interface ProductEditorView {
  id: number
  key: string
  type: number
  isActive: boolean
  title: Localized
  slug: Localized
  /** The storefront's address in each language (under the default category). */
  path: Localized
  featureDesc: Localized
  seoTitle: Localized
  metaDescription: Localized
  keywords: string
  printFormat: { widthMm: number; heightMm: number; bleedMm: number } | null
  printMinPpi: number
  printPages: number
  /** TPL-1: safety margin, hidden zones and lines (null: none kept). */
  printLayout: PrintLayout | null
  fromPriceCents: number
  defaultMenuId: number
  menuIds: number[]
  options: {
    id: number
    title: Localized
    values: { id: number; title: Localized; used: number; print: PrintOverride | null }[]
  }[]
  combinations: {
    id: number
    valueIds: number[]
    priceCents: number
    realPriceCents: number
    additionalPriceCents: number
    stock: number
    sku: string | null
    isDefault: boolean
    isActive: boolean
    ordered: boolean
  }[]
  durations: { id: number; title: Localized; workingDays: number; surchargePercent: number }[]
  services: {
    id: number
    title: Localized
    values: { id: number; title: Localized; priceCents: number }[]
  }[]
  tiers: { minQuantity: number; percent: number }[]
  images: { id: number; path: string; width: number; height: number; alt: Localized }[]
  downloads: { id: number; kind: string; title: Localized; file: Localized }[]
  tabs: { id: number; key: string; title: Localized; body: Localized }[]
  /** Orders that name the product: it may be switched off, not deleted. */
  orderCount: number
}
