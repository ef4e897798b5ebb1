import type { Locale } from '#core/i18n/locale.ts'
import { requestSubscription } from '#server/modules/newsletter/subscribe.ts'
import { loadLayoutData } from '#server/modules/storefront/layout-data.ts'
import { refuseCommonPasswords } from '#core/validation/customer.ts'
import type { AppConfig } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { holidayCalendars } from '#core/calendar/holidays.ts'
import { createBookmarksService } from '#server/modules/bookmarks/bookmarks.service.ts'
import { createCartService } from '#server/modules/cart/cart.service.ts'
import { createCatalogService } from '#server/modules/catalog/catalog.service.ts'
import { createPrintTemplates } from '#server/modules/print-templates/print-templates.service.ts'
import { createCheckoutFlows } from '#server/modules/checkout/checkout.flows.ts'
import { createCheckoutService } from '#server/modules/checkout/checkout.service.ts'
import { createCouponsService } from '#server/modules/checkout/coupons.service.ts'
import { createViesAdapter } from '#server/modules/checkout/vies.adapter.ts'
import { createFooterService } from '#server/modules/content/footer.service.ts'
import { createMenusService } from '#server/modules/content/menus.service.ts'
import { createPagesService } from '#server/modules/content/pages.service.ts'
import { createPopupsService } from '#server/modules/content/popups.service.ts'
import { createRedirectionsService } from '#server/modules/content/redirections.service.ts'
import { createCountriesService } from '#server/modules/countries/countries.service.ts'
import { createFairServices } from './fair-services.ts'
import { createQuoteServices } from './quote-services.ts'
import { createEditorServices } from './editor-services.ts'
import { createCompanyServices } from './company-services.ts'
import { createAddressesService } from '#server/modules/customers/addresses.service.ts'
import { createBackOfficeCustomers } from '#server/modules/customers/back-office-customers.ts'
import { createBackOfficeSearch } from '#server/modules/search/back-office-search.ts'
import { createOrderWorkflow } from '#server/modules/orders/order-workflow.service.ts'
import { createBulkShipping } from '#server/modules/orders/bulk-shipping.ts'
import { createShippingDocs } from '#server/modules/invoices/shipping-docs.ts'
import { createSavedFilters } from '#server/modules/staff/saved-filters.ts'
import { createBackOfficeOrders } from '#server/modules/orders/back-office-orders.ts'
import { createRefunds } from '#server/modules/orders/refunds.service.ts'
import { createOrderEdit } from '#server/modules/orders/order-edit.ts'
import { createStaffFlows } from '#server/modules/staff/staff.flows.ts'
import { createStaffService } from '#server/modules/staff/staff.service.ts'
import { createAuthFlows } from '#server/modules/customers/auth.flows.ts'
import { createAuthService } from '#server/modules/customers/auth.service.ts'
import { isCommonPassword } from '#server/modules/customers/common-passwords.ts'
import { createProfileService } from '#server/modules/customers/profile.service.ts'
import { createMailService } from '#server/modules/mail/mail.service.ts'
import { createOutboxAdmin } from '#server/modules/mail/outbox-admin.ts'
import { createDashboard } from '#server/modules/orders/dashboard.ts'
import { shopHolidays } from '#server/modules/orders/deadline-queue.ts'
import { createOrderQueues } from '#server/modules/orders/order-queues.ts'
import { createStockAdmin } from '#server/modules/catalog/stock-admin.ts'
import {
  createStaffNotifications,
  FAILED_MAIL_TEMPLATE,
} from '#server/modules/staff/staff-notifications.ts'
import { createAuditLogReader } from '#server/modules/staff/audit-log.ts'
import { createSecretsService } from '#server/modules/secrets/secrets.service.ts'
import { createOrdersService } from '#server/modules/orders/orders.service.ts'
import { createInvoiceService } from '#server/modules/orders/invoice.service.ts'
import { createInvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import { createDocumentReads } from '#server/modules/invoices/document-reads.ts'
import { createPrintData } from '#server/modules/orders/print-data.ts'
import { createPrintFiles } from '#server/modules/orders/print-files.ts'
import { createPrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import { createOrderService } from '#server/modules/orders/create-order.ts'
import { createReorderServices } from './reorder-services.ts'
import { createOrderPayments } from '#server/modules/orders/order-payments.ts'
import { createNewsletterService } from '#server/modules/newsletter/newsletter.service.ts'
import { createPaymentsService } from '#server/modules/payments/payments.service.ts'
import { createSearchService } from '#server/modules/search/search.service.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { createInvalidation } from '#server/modules/shared/invalidation.ts'
import { createRateLimiter } from '#server/modules/shared/rate-limiter.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'
import { openFileStore } from '#server/modules/storage/open-store.ts'

export interface ServiceOptions {
  config: AppConfig
  database: Database
  log: { error(obj: unknown, msg?: string): void }
  /** Every file the shop keeps (decision 0042); without it the store the configuration names. */
  files?: FileStore | undefined
  /** The clock of the trade-fair planner's deadlines (FAIR-PLAN-6); tests set it. */
  now?: (() => Date) | undefined
}

/** The domain services, built once per process; routes and API handlers reach them from here. */
export function createServices({ config, database, log, ...options }: ServiceOptions) {
  const { db } = database
  const files = options.files ?? openFileStore(config)
  // Every new password is checked against the common-password list, on the server only.
  refuseCommonPasswords(isCommonPassword)
  // Decision 0025: a back-office write clears the caches of every process.
  const invalidation = createInvalidation({ redisUrl: config.redisUrl, log })
  const settings = createSettingsService(db, {
    changed: () => invalidation.publish('settings'),
    defaults: { holidayState: config.holidayState, orderCutoffHour: config.orderCutoffHour },
  })
  invalidation.on('settings', settings.clearCache)
  const mail = createMailService(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    files,
    retry: config.mailRetry,
    log,
  })
  const staff = createStaffService({ db, issuer: async () => (await settings.get()).shopName })
  // STAFF-14, STAFF-15: the staff's own mails about the work, queued where it happens.
  const notifications = createStaffNotifications({
    db,
    mail,
    audit: staff.audit,
    publicUrl: config.publicUrl,
    figures: (at) => dashboard.figures(at),
    log,
  })
  const notices = { notify: notifications.notify, wake: mail.wake }
  mail.onFailedForGood(async (tx, row) =>
    // The failed-mail notice is never about itself.
    row.template === FAILED_MAIL_TEMPLATE
      ? false
      : (await notifications.notify(tx, {
          kind: 'failed_mail',
          mailId: row.id,
          subject: row.subject,
          to: row.to,
          error: row.error ?? '',
        })) > 0,
  )
  const documents = createInvoiceDocuments({
    log: {
      warn: (message) => log.error({ detail: message }, 'e-invoice library warning'),
      error: (message) => log.error({ detail: message }, 'e-invoice library error'),
    },
  })
  const rateLimiter = createRateLimiter({ redisUrl: config.redisUrl, log })
  const auth = createAuthService(db, { tokenDays: config.authTokenDays, mail, settings, log })
  const menus = createMenusService(db)
  invalidation.on('menus', menus.clearCache)
  const footer = createFooterService(db)
  invalidation.on('footer', footer.clearCache)
  // The footer shows the top categories' titles and slugs too (CONT-2 changes them).
  invalidation.on('menus', footer.clearCache)
  const popups = createPopupsService(db, settings)
  invalidation.on('popups', popups.clearCache)
  const redirections = createRedirectionsService(db, {
    onError: (error) => log.error({ err: error }, 'redirection list could not be loaded'),
  })
  invalidation.on('redirections', redirections.clearCache)
  const catalog = createCatalogService({
    db,
    menus,
    settings,
    holidays: holidayCalendars(),
  })
  // PERF-4: the kept products name their categories' titles and paths, and carry the stock.
  invalidation.on('catalog', catalog.clearCache)
  invalidation.on('menus', catalog.clearCache)
  invalidation.on('stock', catalog.clearCache)
  const printTemplates = createPrintTemplates({
    db,
    catalog,
    settings,
    publicUrl: config.publicUrl,
  })
  const printChecks = createPrintChecks(db, {
    files,
    log,
    limits: config.preflightLimits,
  })
  const orders = createOrdersService(db, { checks: printChecks })
  const printData = createPrintData({ db, checks: printChecks, notices })
  const cart = createCartService({ db, catalog, settings, now: options.now })
  const countries = createCountriesService(db)
  const addresses = createAddressesService(db, options.now ? { now: options.now } : {})
  // The checkout core (drafts, coupons, VAT ids); VIES is the one adapter instance.
  const coupons = createCouponsService(db, { limiter: rateLimiter })
  const vies = createViesAdapter({ baseUrl: config.vies.url, timeoutMs: config.vies.timeoutMs })
  const profile = createProfileService(db, auth, rateLimiter)
  const company = createCompanyServices({
    db,
    mail,
    settings,
    audit: staff.audit,
    documents,
    coupons,
    invalidation,
    publicUrl: config.publicUrl,
    now: options.now,
  })
  const checkout = createCheckoutService({
    db,
    // CO-7, PO-2: the company's switch makes the purchase order number required.
    purchaseOrderRequired: async (customerId) =>
      (await company.companies.membership(customerId)).purchaseOrderRequired,
    cart,
    addresses,
    countries,
    settings,
    coupons,
    vies,
  })
  const payments = createPaymentsService({
    db,
    config: config.payments,
    publicUrl: config.publicUrl,
    log,
    signer: createSecretsService(db).signer('test-payments'),
    removeCartLines: (customerId, ids) => cart.removeLines(customerId, ids),
    orders: createOrderPayments({
      db,
      mail,
      settings,
      documents,
      publicUrl: config.publicUrl,
      notices,
    }),
  })
  const outbox = createOutboxAdmin({ db, mail, audit: staff.audit })
  const stockAdmin = createStockAdmin({ db, audit: staff.audit, invalidation })
  const lowStock = () => stockAdmin.lowCount()
  const dashboard = createDashboard({ db, outbox, lowStock, holidays: shopHolidays(settings) })
  const documentReads = createDocumentReads({
    db,
    mail,
    settings,
    audit: staff.audit,
    publicUrl: config.publicUrl,
  })
  const fair = createFairServices({
    db,
    catalog,
    settings,
    mail,
    countries,
    publicUrl: config.publicUrl,
    log,
    now: options.now,
  })
  const reorder = createReorderServices({ db, cart, files, checks: printChecks, notices, log })
  const orderCreation = createOrderService({
    db,
    checkout,
    coupons,
    payments,
    mail,
    settings,
    documents,
    invalidation,
    notices,
    cartTargets: fair.cartTargets,
    approvals: company.orderApprovals,
    reorderFiles: reorder.reorderFiles,
  })
  const services = {
    config,
    database,
    files,
    settings,
    menus,
    catalog,
    printTemplates,
    ...fair,
    ...company,
    ...reorder,
    ...createQuoteServices({
      db,
      catalog,
      mail,
      settings,
      audit: staff.audit,
      customer: profile.get,
      publicUrl: config.publicUrl,
      now: options.now,
    }),
    cart,
    coupons,
    vies,
    checkout,
    checkoutFlows: createCheckoutFlows({
      checkout,
      coupons,
      orderCreation,
      publicUrl: config.publicUrl,
    }),
    orderCreation,
    search: createSearchService(db, catalog),
    bookmarks: createBookmarksService(db, catalog),
    pages: createPagesService(db, settings),
    footer,
    popups,
    redirections,
    ...createEditorServices({ db, audit: staff.audit, invalidation, log, files, settings, staff }),
    invalidation,
    countries,
    mail,
    auth,
    authFlows: createAuthFlows({ auth, rateLimiter, publicUrl: config.publicUrl }),
    profile,
    addresses,
    newsletter: createNewsletterService(db, { mail, settings }),
    orders,
    documents,
    documentReads,
    invoices: createInvoiceService({ orders, documents: documentReads }),
    printChecks,
    printData,
    printFiles: createPrintFiles({
      files,
      log,
      maxBytes: config.uploadMaxBytes,
      orders,
      printData,
      checks: printChecks,
    }),
    rateLimiter,
    payments,
    backOfficeOrders: createBackOfficeOrders(db, options.now, shopHolidays(settings)),
    shippingDocs: createShippingDocs({ orders, settings }),
    savedFilters: createSavedFilters(db),
    orderWorkflow: createOrderWorkflow({
      db,
      coupons,
      audit: staff.audit,
      mail,
      settings,
      checks: printChecks,
      documents,
      publicUrl: config.publicUrl,
      invalidation,
      notices,
    }),
    refunds: createRefunds({
      db,
      payments,
      audit: staff.audit,
      mail,
      settings,
      publicUrl: config.publicUrl,
      documents,
    }),
    orderEdit: createOrderEdit({
      db,
      catalog,
      countries,
      settings,
      documents,
      mail,
      audit: staff.audit,
      invalidation,
      publicUrl: config.publicUrl,
      notices,
    }),
    outbox,
    dashboard,
    notifications,
    orderQueues: createOrderQueues(db),
    stockAdmin,
    auditLog: createAuditLogReader(db),
    backOfficeCustomers: createBackOfficeCustomers({ db, audit: staff.audit, auth }),
    backOfficeSearch: createBackOfficeSearch(db),
    staff,
    staffFlows: createStaffFlows({ staff, rateLimiter }),
  }
  return {
    ...services,
    /** ORD-BULK-1: the order page's shipping step for several orders. */
    bulkShipping: createBulkShipping({ db, workflow: services.orderWorkflow }),
    /** NEWS-1, NEWS-7: one sign-up from the footer, the profile or the API. */
    newsletterSignup: (input: Parameters<typeof requestSubscription>[1]) =>
      requestSubscription(services, input),
    /** PAGE-6: what every page's frame shows, each part on its own. */
    layout: {
      load: (locale: Locale, onError: Parameters<typeof loadLayoutData>[2]) =>
        loadLayoutData(services, locale, onError),
    },
  }
}

export type Services = ReturnType<typeof createServices>
