import { accountDe } from './account.de.ts'
import { bookmarksDe } from './bookmarks.de.ts'
import { myFairsDe } from './my-fairs.de.ts'
import { newsletterDe } from './newsletter.de.ts'
import { cartDe } from './cart.de.ts'
import { checkoutScreensDe } from './checkout-screens.de.ts'
import { ordersDe } from './orders.de.ts'
import { paymentsDe } from './payments.de.ts'
import { invoiceDe } from './invoice.de.ts'
import { preflightDe } from './preflight.de.ts'
import { fairTargetDe } from './fair-target.de.ts'
import { reorderDe } from './reorder.de.ts'
import { deadlineWatchDe } from './deadline-watch.de.ts'
import { boothAddressDe } from './booth-address.de.ts'
import { companyDe } from './company.de.ts'
import { purchaseOrderDe } from './purchase-order.de.ts'
import { quotesDe } from './quotes.de.ts'
import type { StorefrontMessages } from './en.ts'

// Deutscher Katalog der Storefront (SHOP-2, PERF-3).
export const storefrontDe: StorefrontMessages = {
  meta: {
    titleSuffix: '{{shopName}}',
    homeTitle: 'Messedisplays und Werbesysteme vom Hersteller',
    homeDescription:
      'Roll-Ups, Pop-up-Wände, Textilrahmen, Theken, Beachflags und Banner – gefertigt in Bielefeld, 24h-Produktion, kostenloser Druckdatencheck, Kauf auf Rechnung.',
  },
  topBar: {
    phone: 'Telefon',
    email: 'E-Mail',
    hours: 'Öffnungszeiten',
    label: 'Kontakt und Öffnungszeiten',
  },
  header: {
    home: 'Startseite',
    logoLabel: '{{shopName}} – zur Startseite',
    search: 'Suche',
    searchPlaceholder: 'Produkte suchen, z. B. Roll-Up',
    searchSubmit: 'Suchen',
    bookmarks: 'Merkzettel',
    login: 'Anmelden',
    profile: 'Mein Konto',
    cart: 'Warenkorb',
    cartCount_one: '{{count}} Artikel im Warenkorb',
    cartCount_other: '{{count}} Artikel im Warenkorb',
    menu: 'Menü',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    categories: 'Produktkategorien',
    allOf: 'Alle {{title}}',
    subcategoriesLoading: 'Unterkategorien werden geladen …',
    subcategoriesFailed:
      'Die Unterkategorien konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    language: 'Sprache',
    switchTo: 'English',
    switchToLabel: 'This page in English',
    skipToContent: 'Zum Inhalt springen',
    skipToCalculator: 'Zu Preis und Bestellung springen',
  },
  sellingPoints: {
    title: 'Ihre Vorteile',
    production: '24h-Produktion',
    productionText:
      'Eilig? Viele Produkte verlassen unser Werk in Bielefeld innerhalb von 24 Stunden.',
    printCheck: 'Kostenloser Druckdatencheck',
    printCheckText: 'Unsere Druckvorstufe prüft jede Datei vor dem Druck – ohne Aufpreis.',
    invoice: 'Kauf auf Rechnung',
    invoiceText: 'Unternehmen, Behörden und Freiberufler zahlen bequem auf Rechnung.',
    delivery: 'Kostenlose Lieferung ab {{threshold}}',
    deliveryText:
      'Innerhalb Deutschlands liefern wir ab {{threshold}} Nettowarenwert versandkostenfrei.',
    vat: 'Alle Preise zzgl. 19% MwSt. und Versand*',
    vatNote: '* Alle Preise zzgl. MwSt. und Versand.',
  },
  home: {
    heroTitle: 'Messedisplays, die gesehen werden',
    heroText:
      'Roll-Ups, Pop-up-Wände, Textilrahmen, Theken und Beachflags – bedruckt und gefertigt im eigenen Werk in Bielefeld. Online konfigurieren, Preis sofort sehen, pünktlich zum genannten Termin geliefert bekommen.',
    heroCta: 'Roll-Ups entdecken',
    heroSecondary: 'Alle Kategorien',
    categoriesTitle: 'Unser Sortiment',
    categoriesLead: 'Alles für Ihre nächste Messe, Ihr Event oder Ihren Point of Sale.',
    contactTitle: 'Persönliche Beratung',
    contactText: 'Unser Projektteam ist {{hours}} für Sie da.',
  },
  category: {
    subcategories: 'Unterkategorien',
    products: 'Produkte',
    emptyTitle: 'Die Produkte dieser Kategorie werden gerade eingepflegt',
    emptyText:
      'Unser Online-Katalog für {{title}} wird gerade aufgebaut. Bis dahin erstellt Ihnen unser Team gern ein individuelles Angebot.',
    emptyCta: 'Rufen Sie uns an',
    breadcrumb: 'Brotkrümelnavigation',
  },
  catalog: {
    sortLabel: 'Sortieren nach',
    sortRelevance: 'Relevanz',
    sortPosition: 'Empfehlung',
    sortPriceAsc: 'Preis aufsteigend',
    sortPriceDesc: 'Preis absteigend',
    sortName: 'Name',
    apply: 'Anwenden',
    viewLabel: 'Ansicht',
    viewGrid: 'Raster',
    viewList: 'Liste',
    fromPrice: 'ab {{price}}*',
    productCount_one: '{{count}} Produkt',
    productCount_other: '{{count}} Produkte',
    pagination: 'Seiten',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: 'Seite {{page}}',
    vatNote: '* zzgl. MwSt. und Versand',
    details: 'Zum Produkt',
  },
  product: {
    calculator: 'Preisrechner',
    options: 'Konfiguration',
    productionTime: 'Produktionszeit',
    deliveryOn: 'Lieferung am {{date}}',
    surcharge: '+{{percent}} %',
    services: 'Zusatzleistungen',
    serviceNone: 'ohne',
    printFacts: {
      size: 'Endformat',
      sizeValue: '{{width}} × {{height}} mm zuzüglich {{bleed}} mm Beschnitt an jeder Seite',
      pages: 'Seiten je Datei',
      resolution: 'Auflösung',
      resolutionValue: 'mindestens {{ppi}} dpi im Endformat',
    },
    printCheckIncluded:
      'Druckdatencheck inklusive – kostenlos: Wir prüfen Ihre Datei vor dem Druck.',
    free: 'kostenlos',
    quantity: 'Menge',
    quantityHint: '1 bis 50 Stück',
    quantityCapped: 'max. {{max}} Stück – für größere Mengen bitte anfragen.',
    unitPrice: 'Stückpreis',
    totalPrice: 'Gesamtpreis',
    discountTitle: 'Mengenrabatt',
    discountQuantity: 'Menge',
    discountPercent: 'Rabatt',
    discountUnit: 'Stückpreis',
    discountFrom: 'ab {{count}} Stk.',
    // PRICE-3: options, the production-time surcharge and services are not discounted.
    discountOnBase: '−{{percent}} % auf den Grundpreis',
    addToCart: 'In den Warenkorb',
    addToWatchList: 'Auf die Merkliste',
    downloads: 'Downloads',
    gallery: 'Bildergalerie',
    showImage: 'Bild {{number}} vergrößern',
    imageDialog: 'Bild {{number}} von {{count}}',
    close: 'Schließen',
    previousImage: 'Vorheriges Bild',
    nextImage: 'Nächstes Bild',
    printSheet: 'Produktblatt drucken',
    printTemplate: 'Druckvorlage (PDF)',
    printTemplateFor: 'für {{title}}',
    printTemplateHint:
      'Vorlage für genau diese Konfiguration: Format, Beschnitt, Sicherheitsabstand und verdeckte Bereiche als nicht druckende Hilfslinien.',
    updating: 'Preis wird berechnet …',
    // PAGE-8 without JavaScript: the calculator's fields reload the page priced (decision 0043).
    calculatePrice: 'Preis berechnen',
    priceError: 'Der Preis konnte nicht berechnet werden. Bitte versuchen Sie es erneut.',
    unavailable: 'Mit der aktuellen Auswahl nicht lieferbar',
    details: 'Produktdetails',
    configurator: 'Konfigurator',
    openConfigurator: 'Konfigurator öffnen',
    applyConfiguration: 'Konfiguration übernehmen',
    configuratorHint: 'Werte, die nicht zu Ihrer übrigen Auswahl passen, sind ausgegraut.',
  },
  search: {
    title: 'Suche',
    resultsFor: 'Ergebnisse für „{{query}}“',
    count_one: '{{count}} Produkt gefunden',
    count_other: '{{count}} Produkte gefunden',
    none: 'Keine Produkte gefunden',
    noneText:
      'Versuchen Sie eine andere Schreibweise oder einen allgemeineren Begriff, z. B. „Roll-Up“ oder „Banner“.',
    emptyQuery: 'Bitte geben Sie einen Suchbegriff ein.',
  },
  printSheet: {
    title: 'Produktblatt',
    configuration: 'Ihre Konfiguration',
    priceTable: 'Preise',
    contact: 'Kontakt',
    print: 'Drucken',
    asOf: 'Stand: {{date}}. Alle Preise netto zzgl. MwSt. und Versand.',
    back: 'Zurück zum Produkt',
  },
  pages: {
    title: 'Informationen',
    lead: 'Alles über uns, unsere Bedingungen und unseren Service.',
  },
  footer: {
    newsletterTitle: 'Newsletter',
    newsletterText: 'Neuigkeiten, Messetipps und Angebote – höchstens einmal im Monat.',
    newsletterEmail: 'Ihre E-Mail-Adresse',
    newsletterSubmit: 'Abonnieren',
    award: 'Auszeichnung',
    awardText: 'Bester Displayhersteller 2026',
    copyright: '© {{year}} {{company}}. Alle Preise zzgl. MwSt. und Versand.',
    backToTop: 'Nach oben',
    payment: 'Zahlungsarten',
    paymentMethods: 'Kreditkarte · PayPal · Vorkasse (2 % Skonto) · Rechnung',
  },
  checkout: {
    steps: {
      cart: 'Warenkorb',
      registration: 'Anmeldung',
      shipping: 'Versand',
      payment: 'Zahlung',
      overview: 'Bestätigung',
    },
    stepLabel: 'Schritt {{number}} von 5: {{title}}',
    progress: 'Fortschritt der Bestellung',
    questions: 'Fragen? Rufen Sie uns an:',
  },
  language: {
    title: 'Sprache wählen',
    lead: 'In welcher Sprache möchten Sie den Shop nutzen?',
    german: 'Deutsch',
    english: 'English',
    current: 'aktuelle Sprache',
  },
  errors: {
    notFound: 'Entschuldigung, die Seite wurde nicht gefunden.',
    notFoundText: 'Die gesuchte Seite wurde verschoben oder existiert nicht mehr.',
    general: 'Entschuldigung, da ist etwas schiefgelaufen.',
    generalText:
      'Bitte versuchen Sie es in einem Moment erneut. Besteht das Problem weiter, rufen Sie uns an.',
    backHome: 'Zur Startseite',
    status: 'Fehler {{status}}',
  },
  consent: {
    title: 'Ihre Privatsphäre',
    text: 'Wir verwenden Cookies und ähnliche Techniken, die für den Betrieb des Shops notwendig sind. Mit Ihrer Einwilligung nutzen wir außerdem Statistiken zur Verbesserung des Shops, Marketingdienste wie unser Kundenbewertungs-Widget sowie externe Medien. Sie können Ihre Auswahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    settings: 'Einstellungen',
    save: 'Auswahl speichern',
    settingsTitle: 'Cookie-Einstellungen',
    close: 'Schließen',
    settingsLead:
      'Wählen Sie, welche Kategorien Sie erlauben. Notwendige Cookies lassen sich nicht abschalten.',
    footerLink: 'Cookie-Einstellungen',
    privacyLink: 'Datenschutzerklärung',
    always: 'immer aktiv',
    categories: {
      necessary: 'Notwendig',
      necessaryText:
        'Sprache, Warenkorb, Anmeldung und Sicherheit. Ohne sie funktioniert der Shop nicht.',
      statistics: 'Statistik',
      statisticsText: 'Anonyme Zahlen zur Nutzung des Shops, damit wir ihn verbessern können.',
      marketing: 'Marketing',
      marketingText: 'Unser Kundenbewertungs-Widget und die Erfolgsmessung unserer Werbung.',
      externalMedia: 'Externe Medien',
      externalMediaText:
        'Videos und Karten anderer Anbieter, die in unsere Seiten eingebettet sind.',
    },
  },
  downloads: {
    title: 'Downloads',
    lead: 'Druckvorlagen mit Beschnitt- und Schnittmarken sowie Datenblätter zu jedem Produkt – kostenlos als PDF.',
    empty: 'Noch keine Downloads vorhanden.',
  },
  popup: {
    close: 'Schließen',
  },
  trustBadge: {
    link: 'Unsere Kundenbewertungen lesen',
  },
  fairPlan: {
    targetInvalid: 'Bitte geben Sie das Datum als JJJJ-MM-TT ein.',
    targetPast:
      'Das Datum liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag.',
    targetTooFar: 'Wir planen höchstens ein Jahr im Voraus. Bitte wählen Sie einen früheren Tag.',
    countryUnknown: 'In dieses Land liefern wir nicht. Bitte wählen Sie ein anderes.',
    fairUnknown: 'Diese Messe kennen wir nicht (mehr). Bitte wählen Sie eine andere.',
    targetChoice: 'Bitte wählen Sie eine Messe oder ein Datum mit einem Land.',
  },
  api: {
    invalidInput: 'Die Eingaben sind ungültig.',
    badRequest: 'Die Anfrage enthält unzulässige Zeichen.',
    serverError: 'Entschuldigung, da ist etwas schiefgelaufen.',
    notFound: 'Entschuldigung, die Seite wurde nicht gefunden.',
    itemNotFound: 'Entschuldigung, dieser Artikel existiert nicht mehr!',
    itemDoesNotBelong: 'Diese Auswahl gehört nicht zu diesem Produkt.',
  },
  ...accountDe,
  ...bookmarksDe,
  ...myFairsDe,
  ...newsletterDe,
  ...cartDe,
  ...checkoutScreensDe,
  ...ordersDe,
  ...paymentsDe,
  ...invoiceDe,
  ...preflightDe,
  ...fairTargetDe,
  ...reorderDe,
  ...deadlineWatchDe,
  ...boothAddressDe,
  ...companyDe,
  ...purchaseOrderDe,
  ...quotesDe,
}
