import { adminEn } from './admin.en.ts'
import { shopSettingsEn } from './shop-settings.en.ts'
import { adminContentEn } from './admin-content.en.ts'
import { adminCatalogEn } from './admin-catalog.en.ts'
import { adminProductsEn } from './admin-products.en.ts'
import { adminFooterEn } from './admin-footer.en.ts'
import { richTextEn } from './rich-text.en.ts'
import { adminSearchEn } from './admin-search.en.ts'
import { auditEn } from './audit.en.ts'
import { adminShippingDocsEn } from './admin-shipping-docs.en.ts'
import { adminOrderEditEn } from './admin-order-edit.en.ts'
import { adminWorkEn } from './admin-work.en.ts'
import { adminPrintZonesEn } from './admin-print-zones.en.ts'
import { adminFairsEn } from './admin-fairs.en.ts'
import { adminQuotesEn } from './admin-quotes.en.ts'
import { adminTransitEn } from './admin-transit.en.ts'
import { adminDeadlinesEn } from './admin-deadlines.en.ts'

/** PERF-3: what only the back office shows (loaded with its routes). */
export const backOfficeEn = {
  ...adminEn,
  ...shopSettingsEn,
  ...adminContentEn,
  ...adminCatalogEn,
  ...adminProductsEn,
  ...adminFooterEn,
  ...richTextEn,
  ...adminSearchEn,
  ...auditEn,
  ...adminShippingDocsEn,
  ...adminOrderEditEn,
  ...adminWorkEn,
  ...adminPrintZonesEn,
  ...adminFairsEn,
  ...adminQuotesEn,
  ...adminTransitEn,
  ...adminDeadlinesEn,
}
