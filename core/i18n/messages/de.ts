import { accountDe } from './account.de.ts'
import { newsletterDe } from './newsletter.de.ts'
import type { Messages } from './en.ts'

// Deutscher Katalog: die Standardsprache des Shops (spec 1).
export const de: Messages = {
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
    language: 'Sprache',
    switchTo: 'English',
    switchToLabel: 'This page in English',
    skipToContent: 'Zum Inhalt springen',
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
    delivery: 'Kostenlose Lieferung ab 500 EUR',
    deliveryText: 'Innerhalb Deutschlands liefern wir ab 500 EUR Nettowarenwert versandkostenfrei.',
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
  popup: {
    close: 'Schließen',
  },
  trustBadge: {
    link: 'Unsere Kundenbewertungen lesen',
  },
  api: {
    invalidInput: 'Die Eingaben sind ungültig.',
    serverError: 'Entschuldigung, da ist etwas schiefgelaufen.',
    notFound: 'Entschuldigung, die Seite wurde nicht gefunden.',
    itemNotFound: 'Entschuldigung, dieser Artikel existiert nicht mehr!',
  },
  ...accountDe,
  ...newsletterDe,
}
