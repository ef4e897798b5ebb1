import type { adminOrderEditEn } from './admin-order-edit.en.ts'

// Die Bestellbearbeitung im Backoffice (EDIT-1..EDIT-5): Seite, Antworten und die Mail an den Kunden.
export const adminOrderEditDe: typeof adminOrderEditEn = {
  adminOrderEdit: {
    link: 'Bestellung bearbeiten',
    title: 'Bestellung {{number}} bearbeiten',
    back: 'Zurück zur Bestellung',
    lead: 'Für Änderungen, die mit dem Kunden abgesprochen sind, z. B. am Telefon. Jede Änderung wird sofort gespeichert, wie im Checkout neu berechnet und dem Kunden in der Sprache der Bestellung gemailt.',
    refused:
      'Diese Bestellung kann nicht mehr bearbeitet werden: Sie ist „{{state}}“. Bestellungen werden nur bis zum Produktionsstart bearbeitet.',
    paidNote:
      'Diese Bestellung ist bezahlt. Eine Änderung, die den Betrag ändert, wird abgelehnt: Bezahltes Geld wird bei einer Änderung weder nachbelastet noch erstattet.',
    invoiceNote:
      'Auf jede Änderung folgt zur ausgestellten Rechnung eine Gutschrift und eine neue Rechnung; die Rechnung selbst wird nie geändert.',
    totalsTitle: 'Summen jetzt',
    subtotal: 'Waren',
    discount: 'Rabatte',
    shipping: 'Versand',
    vat: 'MwSt.',
    serviceFee: 'Servicegebühr (Schweiz)',
    total: 'Gesamt',
    billingTitle: 'Rechnungsadresse',
    packageTitle: 'Paket {{number}}',
    shippingTitle: 'Lieferadresse von Paket {{number}}',
    saveAddress: 'Adresse speichern',
    postMethod: 'Versandart',
    postMethodOf: 'Versandart von Paket {{number}}',
    defaultPostMethod: 'Standardversand (für dieses Land keine Auswahl)',
    savePostMethod: 'Versandart ändern',
    linesTitle: 'Positionen von Paket {{number}}',
    quantityOf: 'Menge von {{title}}',
    saveQuantity: 'Menge ändern',
    remove: 'Entfernen',
    removeLabel: '{{title}} aus der Bestellung entfernen',
    unitPrice: 'je {{price}}',
    addTitle: 'Position hinzufügen',
    addLead: 'Produkt suchen, Ausführung wählen und zum heutigen Preis hinzufügen.',
    searchLabel: 'Produkt',
    search: 'Suchen',
    noProducts: 'Kein Produkt gefunden.',
    choose: '{{title}} wählen',
    configuring: 'Ausführung von {{title}}',
    combination: 'Ausführung',
    duration: 'Produktionszeit',
    services: 'Zusatzleistungen',
    quantity: 'Menge',
    toPackage: 'In Paket',
    package: 'Paket {{number}} ({{city}})',
    add: 'Zum heutigen Preis hinzufügen',
    saved: 'Gespeichert. {{change}}',
    quantityRange: 'Bitte eine Menge von 1 bis 50 angeben.',
    productGone: 'Dieses Produkt oder diese Ausführung gibt es nicht mehr.',
    lastLine:
      'Die letzte Position einer Bestellung kann nicht entfernt werden. Stornieren Sie stattdessen die Bestellung.',
    refusedState:
      'Die Bestellung ist „{{state}}“ und kann nicht mehr bearbeitet werden: Änderungen sind nur vor dem Produktionsstart möglich.',
    paymentRunning:
      'Für diese Bestellung läuft gerade eine Zahlung des Kunden. Bitte warten Sie, bis sie abgeschlossen oder abgebrochen ist.',
    paidTotalChanges:
      'Die Bestellung ist bereits bezahlt ({{before}}). Diese Änderung würde den Betrag auf {{total}} ändern (Differenz {{difference}}). Eine Änderung belastet bezahltes Geld weder nach noch erstattet sie es, darum wurde sie nicht gespeichert: Zusätzliches bestellt der Kunde in einer neuen Bestellung; Geld, das zurückgeht, erstatten Sie mit „Erstattung“ auf der Seite der Bestellung.',
    totalChanged: 'Summe: {{before}} → {{total}}.',
    eventPrefix: 'Bestellung bearbeitet:',
    creditNoteReason: 'Korrektur der Bestellung {{number}}: ersetzt durch eine neue Rechnung',
    change: {
      billing: 'Rechnungsadresse geändert: {{address}}.',
      shipping: 'Lieferadresse von Paket {{package}} geändert: {{address}}.',
      postMethod: 'Versandart von Paket {{package}}: {{from}} → {{to}}.',
      quantity: 'Menge von „{{title}}“: {{from}} → {{to}}.',
      removed: '„{{title}}“ ({{quantity}} Stück) entfernt.',
      added: '„{{title}}“ ({{quantity}} Stück) zu Paket {{package}} hinzugefügt.',
    },
    mail: {
      subject: 'Ihre Bestellung {{number}} wurde geändert',
      text: 'wie mit Ihnen besprochen, haben wir Ihre Bestellung {{number}} geändert:',
      total: 'Neue Gesamtsumme: {{total}} (bisher {{before}}).',
      totalSame: 'Die Gesamtsumme bleibt {{total}}.',
      documents:
        'Anbei finden Sie die Gutschrift {{creditNote}} zur bisherigen Rechnung und die neue Rechnung {{invoice}}.',
      invoice: 'Anbei finden Sie die neue Rechnung {{invoice}}.',
    },
  },
}
