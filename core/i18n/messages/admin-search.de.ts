import type { BackOfficeMessages } from './en.ts'

// Die Suche über alles im Backoffice (FIND-1), das Bearbeiten eines Kunden (FIND-5) und die
// Sprachen der E-Mails an einen Kunden (FIND-6, MAIL-5).
export const adminSearchDe: Pick<BackOfficeMessages, 'adminSearch' | 'adminCustomerEdit'> = {
  adminSearch: {
    title: 'Suche',
    label: 'Suchen nach',
    hint: 'Bestellnummer, Kunde (Firma, Name, E-Mail, Telefon, Kundennummer), Produktname oder Artikelnummer, Rechnungs- oder Gutschriftsnummer',
    submit: 'Suchen',
    empty: 'Geben Sie ein, was Sie suchen: Eine Bestellnummer öffnet die Bestellung sofort.',
    resultsFor: 'Ergebnisse für „{{q}}“',
    none: 'Nichts gefunden für „{{q}}“.',
    noneHint:
      'Prüfen Sie die Schreibweise, oder suchen Sie nach einem Teil davon (mindestens 2 Zeichen).',
    orders: 'Bestellungen',
    customers: 'Kunden',
    products: 'Produkte',
    documents: 'Rechnungen und Gutschriften',
    first: 'die ersten {{count}}',
    more: 'Alle in der Liste zeigen',
    inactive: 'inaktiv',
    blocked: 'gesperrt',
    sku: 'Artikelnummer {{sku}}',
    customerNumber: 'Kunde {{number}}',
    kinds: { invoice: 'Rechnung', credit_note: 'Gutschrift' },
    forOrder: 'Bestellung #{{number}}',
  },
  adminCustomerEdit: {
    title: 'Kundendaten ändern',
    lead: 'Mit denselben Regeln wie im Profil des Kunden. Jede Änderung steht im Protokoll, mit den Werten vorher und nachher.',
    email: 'E-Mail (seine Anmeldung)',
    leitwegId: 'Leitweg-ID (öffentliche Auftraggeber)',
    save: 'Kundendaten speichern',
    saved: 'Die Kundendaten sind gespeichert.',
    unchanged: 'Es wurde nichts geändert.',
    openCustomer: 'Kunde {{number}}: {{company}}',
    editAddress: 'Adresse {{number}} ändern ({{name}}, {{street}})',
    saveAddress: 'Adresse speichern',
    addressSaved: 'Die Adresse ist gespeichert.',
    customerLabel: 'Kunde',
    registrationLanguage: 'Sprache bei der Registrierung',
    languageNote:
      'In dieser Sprache ging die Willkommens-E-Mail. E-Mails zu einer Bestellung gehen in der Sprache der Bestellung (siehe Bestellungen unten), das Zurücksetzen des Passworts in der Sprache der Seite, auf der es angefordert wurde.',
    orderLanguage: 'E-Mails auf {{language}}',
    languages: { de: 'Deutsch', en: 'Englisch' },
  },
}
