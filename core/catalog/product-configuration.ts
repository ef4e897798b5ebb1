import { clampQuantity, MIN_QUANTITY } from '../pricing/pricing.ts'

// PAGE-8, decision 0043: the product page's configuration lives in its address,
// `?combination=11&duration=5&quantity=3&services=3,7` (services as one comma list, as the
// API's combination-info and the product sheet read them; none is no parameter). The loader
// prices what the address says; the calculator changes the address. A value that is not an id
// is dropped here; one the product does not know makes the loader fall back to the default.

/** What an address asks the product page to price. */
export interface ConfigurationChoice {
  combinationId?: number
  /** The chosen option values (the form without JavaScript); they name the combination. */
  optionValueIds?: number[]
  durationId?: number
  serviceValueIds: number[]
  quantity: number
}

/** The configuration's parameters in the order an address shows them. */
export const CONFIGURATION_PARAMS = ['combination', 'duration', 'quantity', 'services'] as const

/**
 * The calculator's fields as the add-to-cart form names them (core/validation/cart.ts); the
 * page without JavaScript sends them to the page itself ('Preis berechnen').
 */
const FORM_PARAMS = ['option_values[]', 'combination_id', 'duration_id', 'services[]'] as const

function id(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined
  const value = Number(text)
  return value > 0 && value <= 2_147_483_647 ? value : undefined
}

const ids = (texts: string[]) => [
  ...new Set(texts.flatMap((text) => text.split(',')).flatMap((text) => id(text) ?? [])),
]

/** CART-1's correction, as the quantity field makes it: below 1 is 1, above 50 is 50. */
function quantity(text: string | null): number {
  if (!text || !/^-?\d{1,10}$/.test(text.trim())) return MIN_QUANTITY
  return clampQuantity(Number(text))
}

/** Whether the address holds the calculator's form fields (sent without JavaScript). */
export function isConfigurationForm(search: URLSearchParams): boolean {
  return FORM_PARAMS.some((name) => search.has(name))
}

/** The configuration an address asks for; in either vocabulary, the form's winning. */
export function configurationFromSearch(search: URLSearchParams): ConfigurationChoice {
  if (isConfigurationForm(search)) {
    const optionValueIds = ids(search.getAll('option_values[]'))
    return {
      combinationId: id(search.get('combination_id')),
      ...(optionValueIds.length > 0 ? { optionValueIds } : {}),
      durationId: id(search.get('duration_id')),
      serviceValueIds: ids(search.getAll('services[]')),
      quantity: quantity(search.get('quantity')),
    }
  }
  return {
    combinationId: id(search.get('combination')),
    durationId: id(search.get('duration')),
    serviceValueIds: ids(search.getAll('services')),
    quantity: quantity(search.get('quantity')),
  }
}

/** The address's query of a configuration, e.g. 'combination=11&duration=5&quantity=3'. */
export function configurationSearch(choice: {
  combinationId: number
  durationId: number
  serviceValueIds: readonly number[]
  quantity: number
}): string {
  const parts = [
    `combination=${choice.combinationId}`,
    `duration=${choice.durationId}`,
    `quantity=${choice.quantity}`,
  ]
  // The comma stays as it is: the address reads as the decision writes it.
  if (choice.serviceValueIds.length > 0) {
    parts.push(`services=${[...choice.serviceValueIds].sort((a, b) => a - b).join(',')}`)
  }
  return parts.join('&')
}
