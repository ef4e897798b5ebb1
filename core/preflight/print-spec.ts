import { NO_LAYOUT, type PrintLayout } from './print-layout.ts'
import type { PreflightThresholds } from './preflight.ts'

// PRE-2..PRE-5: what the print data of one order line must be — the product's format, bleed,
// resolution and pages, with the ordered configuration's choices laid over them (an 85 cm wide
// roll-up ordered 120 cm wide, a double-sided flag). Products and option values keep these facts
// (seeded; edited in the back office); the check reads them when it runs.

/** What one option value changes in the print data; absent fields change nothing. */
export interface PrintOverride {
  widthMm?: number
  heightMm?: number
  pages?: number
  /** TPL-1: the zones of this value's hardware, replacing the product's (a wider counter's joints). */
  layout?: PrintLayout
}

/** The product's own print facts. `format` null: the product has nothing printed. */
export interface ProductPrint {
  format: { widthMm: number; heightMm: number; bleedMm: number } | null
  minPpi: number
  pages: number
  /** TPL-1: safety margin, hidden zones and lines; null: none kept (no margin, no zones). */
  layout?: PrintLayout | null
}

/**
 * The thresholds for a line: the product's format with the chosen values' overrides (in the
 * order of the product's options, a later value wins). Null when the product prints nothing.
 */
export function thresholdsFor(
  product: ProductPrint,
  chosen: readonly (PrintOverride | null)[],
): PreflightThresholds | null {
  if (!product.format) return null
  let { widthMm, heightMm } = product.format
  let pages = product.pages
  let layout = product.layout ?? NO_LAYOUT
  for (const value of chosen) {
    if (!value) continue
    widthMm = value.widthMm ?? widthMm
    heightMm = value.heightMm ?? heightMm
    pages = value.pages ?? pages
    layout = value.layout ?? layout
  }
  return {
    trimMm: { width: widthMm, height: heightMm },
    bleedMm: product.format.bleedMm,
    minPpi: product.minPpi,
    pages: { min: pages, max: pages },
    layout,
  }
}

/** A product as its page knows it: the print facts and each option value's override. */
export interface ProductPrintFacts {
  printFormat: { widthMm: number; heightMm: number; bleedMm: number } | null
  printMinPpi: number
  printPages: number
  printLayout?: PrintLayout | null
  options: { id: number; values: { id: number; print?: PrintOverride | null }[] }[]
}

/**
 * PRE-3 on the product page: the thresholds of the chosen configuration (its option value ids),
 * laid over in the order the check lays them (by option id), through `thresholdsFor` — the page
 * states what the check will ask of the file.
 */
export function printFactsFor(
  product: ProductPrintFacts,
  optionValueIds: readonly number[],
): PreflightThresholds | null {
  const chosen = new Set(optionValueIds)
  const overrides = [...product.options]
    .sort((a, b) => a.id - b.id)
    .flatMap((option) => option.values.filter((value) => chosen.has(value.id)))
    .map((value) => value.print ?? null)
  return thresholdsFor(
    {
      format: product.printFormat,
      minPpi: product.printMinPpi,
      pages: product.printPages,
      layout: product.printLayout ?? null,
    },
    overrides,
  )
}
