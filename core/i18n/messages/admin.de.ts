import type { adminEn } from './admin.en.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

// Texts of the back office (decision 0019; STAFF-1..STAFF-6).
export const adminDe: Shape<typeof adminEn> = {
  admin: {
    title: 'Backoffice',
    auth: {
      loginTitle: 'Anmeldung zum Backoffice',
      loginLead: 'Für die Mitarbeiter des Shops. Kunden melden sich auf den Seiten des Shops an.',
      email: 'E-Mail',
      password: 'Passwort',
      submit: 'Anmelden',
      failed: 'E-Mail oder Passwort stimmen nicht.',
      secondFactorTitle: 'Zweiter Faktor',
      secondFactorLead:
        'Geben Sie den 6-stelligen Code ein, den Ihre Authenticator-App für diesen Shop anzeigt.',
      code: 'Code',
      confirm: 'Bestätigen',
      codeWrong:
        'Der Code stimmt nicht oder wurde schon verwendet. Bitte geben Sie den aktuellen Code ein.',
      noSecondFactor: 'Für dieses Konto ist kein zweiter Faktor eingerichtet.',
      setupTitle: 'Zweiten Faktor einrichten',
      setupLead:
        'Inhaber melden sich mit einem zweiten Faktor an. Scannen Sie den QR-Code mit einer Authenticator-App (zum Beispiel FreeOTP, Aegis oder Google Authenticator) oder geben Sie den Schlüssel von Hand ein, und bestätigen Sie mit dem Code, den die App zeigt.',
      setupKey: 'Schlüssel zur Eingabe von Hand',
      setupNotStarted: 'Bitte beginnen Sie die Einrichtung neu.',
      setupDone:
        'Der zweite Faktor ist eingerichtet. Ab jetzt melden Sie sich mit Passwort und Code an.',
      logout: 'Abmelden',
      loggedOut: 'Sie sind abgemeldet.',
      signedInAs: 'Angemeldet als {{name}} ({{role}})',
      sessionEnded: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich neu an.',
    },
    nav: { home: 'Übersicht', orders: 'Bestellungen' },
    orders: {
      title: 'Bestellungen',
      search: 'Suche',
      searchHint: 'Bestellnummer, Firma oder E-Mail',
      status: 'Bestellstatus',
      payment: 'Zahlungsstatus',
      method: 'Zahlungsart',
      from: 'Von',
      to: 'Bis',
      country: 'Land (Kürzel)',
      any: 'alle',
      filter: 'Filtern',
      reset: 'Filter zurücksetzen',
      export: 'Als CSV exportieren',
      count_one: '{{count}} Bestellung',
      count_other: '{{count}} Bestellungen',
      empty: 'Keine Bestellung passt zu diesen Filtern.',
      none: 'Es gibt noch keine Bestellung.',
      number: 'Nr.',
      date: 'Datum',
      customer: 'Kunde',
      total: 'Summe',
      sortBy: 'Nach {{column}} sortieren',
      statusNames: { pending: 'offen', paid: 'bezahlt', cancelled: 'storniert' },
      paymentNames: {
        open: 'offen',
        pending: 'beim Anbieter',
        paid: 'bezahlt',
        failed: 'fehlgeschlagen',
        cancelled: 'storniert',
      },
    },
    home: {
      name: 'Name',
      role: 'Rolle',
      secondFactor: 'Zweiter Faktor',
      secondFactorOn: 'eingerichtet (TOTP)',
      secondFactorOff: 'nicht eingerichtet',
    },
    roles: {
      owner: 'Inhaber',
      sales: 'Vertrieb',
      production: 'Produktion',
      content: 'Inhalte',
    },
  },
}
