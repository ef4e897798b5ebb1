import type { cartEn } from './cart.en.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

export const cartDe: Shape<typeof cartEn> = {
  cart: {
    title: 'Warenkorb',
    pageTitle: 'Warenkorb',
    empty: 'Ihr Warenkorb ist leer.',
    loading: 'Der Warenkorb wird geladen …',
    // Shown with JavaScript off: a guest's cart lives in the browser (CART-5, CART-8).
    needsJavaScript:
      'Ihr Warenkorb als Gast ist in diesem Browser gespeichert und lässt sich nur mit JavaScript anzeigen. Bitte aktivieren Sie JavaScript – oder melden Sie sich an: Den Warenkorb Ihres Kundenkontos zeigen wir auch ohne JavaScript.',
    guestNeedsJavaScript:
      'Als Gast legen Sie Artikel mit JavaScript in den Warenkorb, denn Ihr Warenkorb wird in diesem Browser gespeichert. Ohne JavaScript melden Sie sich bitte zuerst an.',
    update: 'Übernehmen',
    updateLine: 'Änderungen an {{title}} übernehmen',
    logInInstead: 'Zur Anmeldung',
    itemNotFound: 'Entschuldigung, dieser Artikel existiert nicht mehr!',
    notEnoughStock: 'Nicht genügend Bestand',
    quantityLimit: 'Die Menge muss eine ganze Zahl von 1 bis 50 sein.',
    quantityCapped:
      'Die Menge wurde auf max. 50 Stück begrenzt – für größere Mengen bitte anfragen.',
    duplicateServices: 'Ein Service kann nur einmal gewählt werden.',
    added: 'Der Artikel liegt in Ihrem Warenkorb.',
    removed: 'Der Artikel wurde aus Ihrem Warenkorb entfernt.',
    updated: 'Ihr Warenkorb wurde aktualisiert.',
    merged: 'Ihre Warenkorb-Artikel wurden in Ihr Kundenkonto übernommen.',
    addToCart: 'In den Warenkorb',
    adding: 'Wird hinzugefügt …',
    quantity: 'Menge',
    productionTime: 'Produktionszeit',
    services: 'Services',
    // The same word as the product page's calculator.
    noService: 'ohne',
    options: 'Optionen',
    unitPrice: 'Stückpreis',
    lineTotal: 'Gesamt',
    remove: 'Entfernen',
    removeItem: '{{title}} entfernen',
    subtotal: 'Zwischensumme (netto)',
    vat: 'MwSt. {{percent}} %',
    total: 'Gesamtsumme (brutto)',
    plusShipping: 'zzgl. Versand',
    deliveryInfo: 'Lieferinformationen',
    deliveryInfoText:
      'Lieferung innerhalb Deutschlands per Paketdienst oder Spedition. Ab {{threshold}} netto liefern wir versandkostenfrei. Die Produktionszeit beginnt mit der Freigabe Ihrer Druckdaten.',
    freeDelivery: 'Ihre Bestellung wird versandkostenfrei geliefert (ab {{threshold}} netto).',
    freeDeliveryMissing:
      'Nur noch {{amount}} bis zur versandkostenfreien Lieferung (ab {{threshold}} netto).',
    continueShopping: 'Weiter einkaufen',
    printOffer: 'Warenkorb als Angebot drucken',
    toCart: 'Zum Warenkorb',
    toCheckout: 'Weiter zur Kasse',
    close: 'Schließen',
    badge: 'Warenkorb, {{count}} Artikel',
    failed: 'Der Warenkorb konnte nicht geladen werden.',
    // PRICE-3: the tier takes its percent off the base price only, and says so.
    tierLine: 'Staffelrabatt {{percent}} % auf den Grundpreis',
  },
  offer: {
    title: 'Angebot',
    number: 'Angebotsnr.',
    date: 'Datum',
    validUntil: 'Gültig bis',
    intro:
      'Vielen Dank für Ihr Interesse. Gerne bieten wir Ihnen die folgenden Artikel zu den unten genannten Bedingungen an.',
    position: 'Pos.',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    lineTotal: 'Gesamt',
    net: 'Summe netto',
    vat: 'MwSt. {{percent}} %',
    gross: 'Summe brutto',
    paymentTerms: 'Zahlungsbedingungen',
    paymentText:
      'Zahlung per Kreditkarte, PayPal, Vorkasse (2 % Skonto) oder auf Rechnung (zahlbar innerhalb von 14 Tagen ohne Abzug).',
    deliveryTerms: 'Lieferbedingungen',
    deliveryText:
      'Lieferung innerhalb Deutschlands ab {{threshold}} netto versandkostenfrei, sonst zzgl. Versand. Die Produktionszeit beginnt mit der Freigabe Ihrer Druckdaten; Liefertermine ohne Wochenenden und Feiertage.',
    validity: 'Dieses Angebot ist {{days}} Tage gültig. Preise in EUR.',
    print: 'Drucken',
    phone: 'Telefon',
    email: 'E-Mail',
    empty: 'Der Warenkorb ist leer: Es gibt nichts anzubieten.',
    productionTime: 'Produktionszeit',
    services: 'Services',
    tierDiscount:
      'Staffelrabatt {{percent}} % auf den Grundpreis ab {{quantity}} Stück – Einzelpreis ohne Rabatt: {{price}}',
  },
}
