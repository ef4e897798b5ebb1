import { createPricesAdmin } from '#server/modules/catalog/prices-admin.ts'
import { createProductFileAdmin } from '#server/modules/catalog/product-file-admin.ts'
import { createProductContentAdmin } from '#server/modules/catalog/product-content-admin.ts'
import { createProductMediaFiles } from '#server/modules/catalog/product-media.ts'
import { createUploadedImages } from '#server/modules/media/uploaded-images.ts'
import { createProductPartsAdmin } from '#server/modules/catalog/product-parts-admin.ts'
import { createProductsAdmin } from '#server/modules/catalog/products-admin.ts'
import { createCouponsAdmin } from '#server/modules/checkout/coupons-admin.ts'
import { createFooterAdmin } from '#server/modules/content/footer-admin.ts'
import { createRedirectionsAdmin } from '#server/modules/content/redirections-admin.ts'
import { createCategoriesAdmin } from '#server/modules/content/categories-admin.ts'
import { createPagesAdmin } from '#server/modules/content/pages-admin.ts'
import { createPopupsAdmin } from '#server/modules/content/popups-admin.ts'
import { createFairsAdmin } from '#server/modules/fairs/fairs-admin.ts'
import { createFairFileAdmin } from '#server/modules/fairs/fair-file-admin.ts'
import { createPostMethodsAdmin } from '#server/modules/countries/post-methods-admin.ts'
import { createStaffAdmin } from '#server/modules/staff/staff-admin.ts'
import { createSettingsAdmin } from '#server/modules/settings/settings-admin.ts'
import type { Database } from '#server/db/client.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'

/** What the editors' services need: the database, the audit log, the caches to clear, the files. */
export interface EditorDeps {
  db: Database['db']
  audit: StaffService['audit']
  invalidation: Invalidation
  log: { error(obj: unknown, msg?: string): void }
  files: FileStore
  settings: SettingsService
  staff: StaffService
}

/**
 * The back office's editors: catalogue, content, coupons, staff, settings, post methods and fairs.
 * Each writes through the audit log (STAFF-5) and clears the caches it changes (decision 0025).
 */
export function createEditorServices({
  db,
  audit,
  invalidation,
  log,
  files,
  settings,
  staff,
}: EditorDeps) {
  // CONT-6: the product editor's three parts share the product lock, audit and media folder.
  const productEditor = { db, audit, invalidation, media: createProductMediaFiles(files) }
  return {
    redirectionsAdmin: createRedirectionsAdmin({ db, audit, invalidation, log }),
    pricesAdmin: createPricesAdmin({ db, audit, invalidation }),
    productFileAdmin: createProductFileAdmin(productEditor),
    productsAdmin: createProductsAdmin(productEditor),
    productPartsAdmin: createProductPartsAdmin(productEditor),
    productContentAdmin: createProductContentAdmin(productEditor),
    categoriesAdmin: createCategoriesAdmin({
      db,
      audit,
      invalidation,
      images: createUploadedImages(files),
    }),
    popupsAdmin: createPopupsAdmin({ db, audit, invalidation }),
    pagesAdmin: createPagesAdmin({ db, audit, invalidation }),
    footerAdmin: createFooterAdmin({ db, audit, invalidation }),
    couponsAdmin: createCouponsAdmin({ db, audit }),
    staffAdmin: createStaffAdmin({ db, staff }),
    settingsAdmin: createSettingsAdmin({ db, settings, audit }),
    postMethodsAdmin: createPostMethodsAdmin({ db, audit }),
    /** FAIR-3..FAIR-5 (decision 0051): the trade fairs, kept by staff. */
    fairsAdmin: createFairsAdmin({ db, audit }),
    fairFileAdmin: createFairFileAdmin({ db, audit }),
  }
}
