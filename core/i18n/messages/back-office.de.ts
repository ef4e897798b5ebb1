import { adminDe } from './admin.de.ts'
import { shopSettingsDe } from './shop-settings.de.ts'
import { adminContentDe } from './admin-content.de.ts'
import { adminCatalogDe } from './admin-catalog.de.ts'
import { adminProductsDe } from './admin-products.de.ts'
import { adminFooterDe } from './admin-footer.de.ts'
import { richTextDe } from './rich-text.de.ts'
import { adminSearchDe } from './admin-search.de.ts'
import { auditDe } from './audit.de.ts'
import { adminShippingDocsDe } from './admin-shipping-docs.de.ts'
import { adminOrderEditDe } from './admin-order-edit.de.ts'
import { adminWorkDe } from './admin-work.de.ts'
import { adminPrintZonesDe } from './admin-print-zones.de.ts'
import { adminFairsDe } from './admin-fairs.de.ts'
import { adminQuotesDe } from './admin-quotes.de.ts'
import { adminTransitDe } from './admin-transit.de.ts'
import { adminDeadlinesDe } from './admin-deadlines.de.ts'
import type { BackOfficeMessages } from './en.ts'

/** PERF-3: what only the back office shows (loaded with its routes). */
export const backOfficeDe: BackOfficeMessages = {
  ...adminDe,
  ...shopSettingsDe,
  ...adminContentDe,
  ...adminCatalogDe,
  ...adminProductsDe,
  ...adminFooterDe,
  ...richTextDe,
  ...adminSearchDe,
  ...auditDe,
  ...adminShippingDocsDe,
  ...adminOrderEditDe,
  ...adminWorkDe,
  ...adminPrintZonesDe,
  ...adminFairsDe,
  ...adminQuotesDe,
  ...adminTransitDe,
  ...adminDeadlinesDe,
}
