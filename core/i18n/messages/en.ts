// English catalog: the fallback language (spec 1), so it holds every key.
// The German catalog must have the same shape (checked by the type `Messages`).
import { accountEn } from './account.en.ts'

export const en = {
  meta: {
    titleSuffix: '{{shopName}}',
    homeTitle: 'Trade-fair displays and advertising systems from the manufacturer',
    homeDescription:
      'Roll-ups, pop-up walls, textile frames, counters, beach flags and banners – made in Bielefeld, 24h production, free print-data check, purchase on invoice.',
  },
  topBar: {
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Opening hours',
  },
  header: {
    home: 'Home',
    logoLabel: '{{shopName}} – to the home page',
    search: 'Search',
    searchPlaceholder: 'Search products, e.g. roll-up',
    searchSubmit: 'Search',
    bookmarks: 'Bookmarks',
    login: 'Log in',
    profile: 'My account',
    cart: 'Cart',
    cartCount_one: '{{count}} item in the cart',
    cartCount_other: '{{count}} items in the cart',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    categories: 'Product categories',
    allOf: 'All {{title}}',
    language: 'Language',
    switchTo: 'Deutsch',
    switchToLabel: 'Diese Seite auf Deutsch',
    skipToContent: 'Skip to content',
  },
  sellingPoints: {
    title: 'Why buy from us',
    production: '24h production',
    productionText: 'Urgent? Many products leave our Bielefeld factory within 24 hours.',
    printCheck: 'Free print-data check',
    printCheckText: 'Our prepress team checks every file before it goes to print – at no charge.',
    invoice: 'Purchase on invoice',
    invoiceText: 'Businesses, public bodies and freelancers pay comfortably on account.',
    delivery: 'Free delivery above 500 EUR',
    deliveryText: 'Within Germany we deliver free of charge from an order value of 500 EUR net.',
    vat: 'All prices plus 19% VAT and shipping*',
    vatNote: '* All prices plus VAT and shipping.',
  },
  home: {
    heroTitle: 'Trade-fair displays that get you noticed',
    heroText:
      'Roll-ups, pop-up walls, textile frames, counters and beach flags – printed and made in our own factory in Bielefeld. Configure online, see the price instantly, receive your display on the date shown.',
    heroCta: 'Discover roll-ups',
    heroSecondary: 'All categories',
    categoriesTitle: 'Our product range',
    categoriesLead: 'Everything for your next trade fair, event or point of sale.',
    contactTitle: 'Personal advice',
    contactText: 'Our project team is here for you {{hours}}.',
  },
  category: {
    subcategories: 'Subcategories',
    products: 'Products',
    emptyTitle: 'The products of this category are being prepared',
    emptyText:
      'Our online catalogue for {{title}} is being set up. Until then our team will gladly prepare an offer for you.',
    emptyCta: 'Call us',
    breadcrumb: 'Breadcrumb',
  },
  pages: {
    title: 'Information',
    lead: 'Everything about us, our terms and our service.',
  },
  footer: {
    newsletterTitle: 'Newsletter',
    newsletterText: 'News, trade-fair tips and offers – at most once a month.',
    newsletterEmail: 'Your e-mail address',
    newsletterSubmit: 'Subscribe',
    award: 'Award',
    awardText: 'Best display manufacturer 2026',
    copyright: '© {{year}} {{company}}. All prices plus VAT and shipping.',
    backToTop: 'Back to top',
    payment: 'Payment methods',
    paymentMethods: 'Card · PayPal · Prepayment (2% discount) · Invoice',
  },
  checkout: {
    steps: {
      cart: 'Shopping cart',
      registration: 'Registration',
      shipping: 'Shipping',
      payment: 'Payment',
      overview: 'Confirmation',
    },
    stepLabel: 'Step {{number}} of 5: {{title}}',
    progress: 'Checkout progress',
    questions: 'Questions? Call us:',
  },
  language: {
    title: 'Choose your language',
    lead: 'Which language would you like to use the shop in?',
    german: 'Deutsch',
    english: 'English',
    current: 'current language',
  },
  errors: {
    notFound: 'Sorry, page not found.',
    notFoundText: 'The page you are looking for has moved or no longer exists.',
    general: 'Sorry, something went wrong.',
    generalText: 'Please try again in a moment. If the problem persists, call us.',
    backHome: 'Back to the home page',
    status: 'Error {{status}}',
  },
  api: {
    invalidInput: 'The input is invalid.',
    serverError: 'Sorry, something went wrong.',
    notFound: 'Sorry, page not found.',
    itemNotFound: 'Sorry, this item no longer exists!',
  },
  ...accountEn,
}

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }
export type Messages = DeepStrings<typeof en>
