import type { checkoutCoreEn } from './checkout-core.en.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

export const checkoutCoreDe: Shape<typeof checkoutCoreEn> = {
  checkoutCore: {
    shippingSaved: 'Ihre Lieferangaben wurden gespeichert.',
    paymentSaved: 'Ihre Zahlungsangaben wurden gespeichert.',
    cartEmpty: 'Ihr Warenkorb ist leer.',
    cartChanged:
      'Ihr Warenkorb hat sich geändert, seit Sie die Lieferung gewählt haben. Bitte prüfen Sie Ihren Warenkorb und fahren Sie von dort fort.',
    lineMissing: 'Jeder Artikel Ihres Warenkorbs muss an genau eine Lieferadresse gehen.',
    lineUnknown: 'Ein Artikel dieser Lieferung ist nicht in Ihrem Warenkorb.',
    lineTwice: 'Ein Artikel kann nur an eine Lieferadresse gehen.',
    sameNeedsBilling: 'Bei „gleiche Adresse“ geht die Ware an die Rechnungsadresse.',
    oneShipping: 'Bitte wählen Sie genau eine Lieferadresse.',
    postMethodRequired: 'Bitte wählen Sie eine Versandart.',
    postMethodUnknown: 'Diese Versandart ist für das Land der Adresse nicht verfügbar.',
    defaultPostMethod: 'Versand',
    shippingFirst: 'Bitte wählen Sie zuerst die Lieferadresse.',
    paymentFirst: 'Bitte wählen Sie zuerst die Zahlungsart.',
    termsRequired: 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.',
    couponRequired: 'Bitte geben Sie einen Gutscheincode ein.',
    couponUnknown: 'Diesen Gutscheincode gibt es nicht.',
    couponTooMany:
      'Zu viele ungültige Gutscheincodes. Bitte versuchen Sie es in {{minutes}} Minuten erneut.',
    couponInactive: 'Dieser Gutschein ist nicht mehr aktiv.',
    couponNotYetValid: 'Dieser Gutschein ist noch nicht gültig.',
    couponExpired: 'Dieser Gutschein ist abgelaufen.',
    couponUsedUp: 'Dieser Gutschein ist bereits aufgebraucht.',
    couponUsedByCustomer: 'Sie haben diesen Gutschein bereits eingelöst.',
    couponValid: 'Der Gutschein gibt Ihnen {{percent}} % Rabatt.',
    totalChanged:
      'Die Preise haben sich geändert: Ihre Bestellung kostet jetzt {{total}} statt {{before}}. Bitte prüfen Sie die neuen Summen und bestätigen Sie erneut.',
    couponNoLonger: 'Der Gutschein {{code}} gilt nicht mehr: {{reason}}',
    couponLost:
      'Der Gutschein {{code}} kann nicht mehr eingelöst werden: {{reason}} Bitte entfernen Sie ihn und bestellen Sie erneut.',
    verificationNotPossible: 'Eine Überprüfung ist nicht möglich.',
    vatIdMalformed: 'Das ist keine gültige EU-USt-IdNr. (z. B. ATU13585627).',
    unpaidOrderWaiting:
      'Ihre Bestellung {{number}} mit diesem Warenkorb ist noch nicht bezahlt. Bezahlen Sie sie oder verwerfen Sie sie im Warenkorb, bevor Sie neu bestellen.',
    vatIdUnconfirmed:
      'Ihre USt-IdNr. {{vatId}} ist nicht von der EU-Prüfung (VIES) bestätigt. Prüfen Sie sie erneut oder wählen Sie „Ohne USt-IdNr. fortfahren“.',
    vatIdInvalid: 'Die EU-Prüfung (VIES) kennt diese USt-IdNr. nicht.',
    vatIdConfirmed: 'Ihre USt-IdNr. wurde bestätigt.',
    notEnoughStock: 'Nicht genügend Bestand: {{product}}',
    orderCreated: 'Vielen Dank! Ihre Bestellung {{number}} ist eingegangen.',
  },
  orderMail: {
    subject: 'Ihre Bestellung {{number}} bei {{shopName}}',
    // When production starts is said once, by the payment method's terms (PAY-3).
    intro: 'vielen Dank für Ihre Bestellung. Wir haben sie erhalten.',
    number: 'Bestellnummer: {{number}}',
    date: 'Bestelldatum: {{date}}',
    billingAddress: 'Rechnungsadresse',
    package: 'Lieferung {{number}}',
    postMethod: 'Versandart: {{text}}',
    quantity: 'Menge',
    unitPrice: 'Stückpreis',
    lineTotal: 'Gesamt',
    productionTime: 'Produktionszeit: {{title}}',
    deliveryDate: 'Liefertermin: {{date}}',
    subtotal: 'Waren',
    coupon: 'Gutschein {{code}} (−{{percent}} %)',
    prepayment: 'Vorkasse-Skonto (2 %)',
    shipping: 'Versand',
    freeShipping: 'kostenlos',
    net: 'Nettobetrag',
    vat: 'MwSt. {{percent}} %',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers',
    vatId: 'USt-IdNr.: {{vatId}}',
    serviceFee: 'Servicegebühr',
    total: 'Gesamtbetrag',
    paymentMethod: 'Zahlungsart: {{method}}',
    prepaymentTransfer:
      'Bitte überweisen Sie {{amount}} unter Angabe der Bestellnummer {{number}}.',
    comments: 'Ihre Anmerkungen: {{comments}}',
    cta: 'Meine Bestellungen ansehen',
    methods: {
      card: 'Kreditkarte',
      paypal: 'PayPal',
      prepayment: 'Vorkasse (2 % Rabatt)',
      invoice: 'Rechnung',
    },
  },
}
