import { backOfficeDe } from './back-office.de.ts'
import type { Messages } from './en.ts'
import { serverDe } from './server.de.ts'
import { storefrontDe } from './storefront.de.ts'

// Deutscher Katalog: die Standardsprache des Shops (SHOP-2), in Teilen (PERF-3).
export const de: Messages = { ...storefrontDe, ...backOfficeDe, ...serverDe }
