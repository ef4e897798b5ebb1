import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

// ROUTE-1: every route exists in German without prefix and in English under /en.
// Each screen is declared once and registered for both languages with its own id.
function localized(locale: 'de' | 'en') {
  const at = (path: string) => (locale === 'en' ? (path ? `en/${path}` : 'en') : path || '/')
  const id = (name: string) => `${locale}:${name}`
  // ROUTE-13: the back office's segments match by case; its prefix's variants are redirected
  // before React Router (server/http/back-office-address.ts).
  const admin = (path: string, file: string, name: string) =>
    route(at(path), file, { id: id(name), caseSensitive: true })
  // PERF-3: a pathless layout per language that brings only that language's messages.
  return layout(`routes/layouts/messages-${locale}.tsx`, { id: id('messages') }, [
    layout('routes/layouts/default.tsx', { id: id('layout') }, [
      route(at(''), 'routes/home.tsx', { id: id('home') }),
      route(at('pages'), 'routes/pages-index.tsx', { id: id('pages') }),
      route(at('pages/:page'), 'routes/page.tsx', { id: id('page') }),
      route(at('select-language'), 'routes/select-language.tsx', { id: id('select-language') }),
      route(at('downloads'), 'routes/downloads.tsx', { id: id('downloads') }),
      route(at('newsletter'), 'routes/newsletter.tsx', { id: id('newsletter') }),
      route(at('bookmarks'), 'routes/bookmarks.tsx', { id: id('bookmarks') }),
      route(at('newsletter/confirm/:token'), 'routes/newsletter-link.tsx', {
        id: id('newsletter-confirm'),
      }),
      route(at('newsletter/unsubscribe/:token'), 'routes/newsletter-link.tsx', {
        id: id('newsletter-unsubscribe'),
      }),
      route(at('reset-password'), 'routes/reset-password.tsx', { id: id('reset-password') }),
      // CO-2: a colleague's invitation to a company.
      route(at('invitation/:token'), 'routes/invitation.tsx', { id: id('invitation') }),
      // QUOTE-2: the quote request form, from the cart and the product page.
      route(at('quote-request'), 'routes/quote-request.tsx', { id: id('quote-request') }),
      route(at('profile'), 'routes/profile/layout.tsx', { id: id('profile') }, [
        index('routes/profile/overview.tsx', { id: id('profile-overview') }),
        route('settings', 'routes/profile/settings.tsx', { id: id('profile-settings') }),
        route('change-password', 'routes/profile/change-password.tsx', {
          id: id('profile-password'),
        }),
        route('addresses', 'routes/profile/addresses.tsx', { id: id('profile-addresses') }),
        route('subscription', 'routes/profile/subscription.tsx', {
          id: id('profile-subscription'),
        }),
        route('orders', 'routes/profile/orders.tsx', { id: id('profile-orders') }),
        // FAIR-MINE-3..5: the customer's fairs and their calendar files.
        route('fairs', 'routes/profile/fairs.tsx', { id: id('profile-fairs') }),
        // CO-1..CO-9: the company account, its members and the orders to approve.
        route('company', 'routes/profile/company.tsx', { id: id('profile-company') }),
        route('fairs/calendar.ics', 'routes/profile/fairs-calendar.tsx', {
          id: id('profile-fairs-calendar'),
        }),
        // QUOTE-6, QUOTE-7: the customer's quotes.
        route('quotes', 'routes/profile/quotes.tsx', { id: id('profile-quotes') }),
        route('quotes/:id', 'routes/profile/quote.tsx', { id: id('profile-quote') }),
        route('quotes/:id/pdf', 'routes/profile/quote-pdf.tsx', { id: id('profile-quote-pdf') }),
      ]),
      route(at(':menu'), 'routes/category.tsx', { id: id('menu') }),
      route(at(':menu/:submenu'), 'routes/category.tsx', { id: id('submenu') }),
      route(at(':menu/:submenu/:product'), 'routes/product.tsx', { id: id('product') }),
      route(at('search'), 'routes/search.tsx', { id: id('search') }),
      route(at('*'), 'routes/not-found.tsx', { id: id('not-found') }),
    ]),
    // The checkout screens (cart, login, shipping, payment, overview) join this layout with the
    // cart and checkout features.
    layout('routes/layouts/checkout.tsx', { id: id('layout-checkout') }, [
      route(at('cart'), 'routes/cart.tsx', { id: id('cart') }),
      // The login page is the checkout's step 2 (the header opens the login dialog instead).
      route(at('login'), 'routes/login.tsx', { id: id('login') }),
      route(at('shipping'), 'routes/checkout/shipping.tsx', { id: id('shipping') }),
      route(at('payment'), 'routes/checkout/payment.tsx', { id: id('payment') }),
      route(at('overview'), 'routes/checkout/overview.tsx', { id: id('overview') }),
      route(at('Thankyou'), 'routes/checkout/thankyou.tsx', { id: id('thankyou') }),
      route(at('payment/checkout/order/success'), 'routes/payment-success.tsx', {
        id: id('payment-success'),
      }),
      route(at('payment/checkout/order/failed'), 'routes/payment-failed.tsx', {
        id: id('payment-failed'),
      }),
    ]),
    layout('routes/layouts/blank.tsx', { id: id('layout-blank') }, [
      route(at('error'), 'routes/error.tsx', { id: id('error') }),
      route(at('print_product'), 'routes/print-product.tsx', { id: id('print-product') }),
      route(at('print_cart'), 'routes/print-cart.tsx', { id: id('print-cart') }),
      route(at('print_invoice/:id'), 'routes/print-invoice.tsx', { id: id('print-invoice') }),
      route(at('error/404'), 'routes/error.tsx', { id: id('error-404') }),
      route(at('checkout/test-payment'), 'routes/test-payment.tsx', { id: id('test-payment') }),
      // The back office (decision 0019): its own frame, its own session. PERF-3: its messages come with it.
      layout(`routes/layouts/back-office-${locale}.tsx`, { id: id('back-office') }, [
        admin('admin', 'routes/admin/home.tsx', 'admin-home'),
        admin('admin/login', 'routes/admin/login.tsx', 'admin-login'),
        admin('admin/orders', 'routes/admin/orders.tsx', 'admin-orders'),
        admin('admin/mails', 'routes/admin/mails.tsx', 'admin-mails'),
        admin('admin/stock', 'routes/admin/stock.tsx', 'admin-stock'),
        admin('admin/notifications', 'routes/admin/notifications.tsx', 'admin-notifications'),
        admin('admin/audit', 'routes/admin/audit.tsx', 'admin-audit'),
        admin('admin/staff', 'routes/admin/staff.tsx', 'admin-staff'),
        admin('admin/search', 'routes/admin/search.tsx', 'admin-search'),
        admin('admin/customers', 'routes/admin/customers.tsx', 'admin-customers'),
        admin('admin/customers/:id', 'routes/admin/customer.tsx', 'admin-customer'),
        admin('admin/orders.csv', 'routes/admin/orders-csv.tsx', 'admin-orders-csv'),
        admin('admin/orders/:id', 'routes/admin/order.tsx', 'admin-order'),
        admin('admin/orders/:id/edit', 'routes/admin/order-edit.tsx', 'admin-order-edit'),
        admin('admin/orders/:id/files/:file', 'routes/admin/order-file.tsx', 'admin-order-file'),
        // SHIP-DOC-1..SHIP-DOC-4, ORD-BULK-1: delivery documents and the list's bulk shipping.
        admin('admin/orders/ship', 'routes/admin/orders-ship.tsx', 'admin-orders-ship'),
        admin(
          'admin/orders/delivery-notes',
          'routes/admin/orders-delivery-notes.tsx',
          'admin-orders-delivery-notes',
        ),
        admin(
          'admin/orders/:id/delivery-note',
          'routes/admin/order-delivery-note.tsx',
          'admin-order-delivery-note',
        ),
        admin(
          'admin/orders/:id/packing-slip',
          'routes/admin/order-packing-slip.tsx',
          'admin-order-packing-slip',
        ),
        admin('admin/coupons', 'routes/admin/coupons.tsx', 'admin-coupons'),
        admin('admin/coupons/:id', 'routes/admin/coupon.tsx', 'admin-coupon'),
        admin('admin/invoices', 'routes/admin/invoices.tsx', 'admin-invoices'),
        // QUOTE-3..QUOTE-5: quote requests priced and sent.
        admin('admin/quotes', 'routes/admin/quotes.tsx', 'admin-quotes'),
        admin('admin/quotes/:id', 'routes/admin/quote.tsx', 'admin-quote'),
        admin('admin/settings', 'routes/admin/settings.tsx', 'admin-settings'),
        admin('admin/settings/shipping', 'routes/admin/shipping.tsx', 'admin-shipping'),
        admin('admin/redirects', 'routes/admin/redirects.tsx', 'admin-redirects'),
        admin('admin/catalog', 'routes/admin/catalog.tsx', 'admin-catalog'),
        admin('admin/products', 'routes/admin/products.tsx', 'admin-products'),
        admin('admin/products/:id', 'routes/admin/product.tsx', 'admin-product'),
        admin(
          'admin/catalog/prices.csv',
          'routes/admin/catalog-prices-csv.tsx',
          'admin-catalog-prices-csv',
        ),
        admin(
          'admin/catalog/products',
          'routes/admin/catalog-products.tsx',
          'admin-catalog-products',
        ),
        admin(
          'admin/catalog/products.csv',
          'routes/admin/catalog-products-csv.tsx',
          'admin-catalog-products-csv',
        ),
        admin('admin/categories', 'routes/admin/categories.tsx', 'admin-categories'),
        admin('admin/popups', 'routes/admin/popups.tsx', 'admin-popups'),
        admin('admin/popups/:id', 'routes/admin/popup.tsx', 'admin-popup'),
        admin('admin/pages', 'routes/admin/pages.tsx', 'admin-pages'),
        admin('admin/pages/:id', 'routes/admin/page.tsx', 'admin-page'),
        admin('admin/footer', 'routes/admin/footer.tsx', 'admin-footer'),
        admin('admin/fairs', 'routes/admin/fairs.tsx', 'admin-fairs'),
        admin('admin/fairs.csv', 'routes/admin/fairs-csv.tsx', 'admin-fairs-csv'),
        admin('admin/fairs/file', 'routes/admin/fairs-file.tsx', 'admin-fairs-file'),
        admin('admin/fairs/:id', 'routes/admin/fair.tsx', 'admin-fair'),
        admin('admin/invoices/:file', 'routes/admin/invoice-file.tsx', 'admin-invoice-file'),
      ]),
    ]),
  ])
}

export default [localized('de'), localized('en')] satisfies RouteConfig
