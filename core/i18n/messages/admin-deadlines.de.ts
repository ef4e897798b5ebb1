import type { adminDeadlinesEn } from './admin-deadlines.en.ts'

// FAIR-DUE-3, FAIR-DUE-4, FAIR-DUE-7 (Entscheidung 0054): die Freigabefristen im Backoffice.
export const adminDeadlinesDe: typeof adminDeadlinesEn = {
  adminDeadlines: {
    column: 'Freigabe bis',
    risk: {
      at_risk: 'Gefährdet',
      missed: 'Verpasst',
    },
    filter: 'Freigabefrist',
    filterAny: 'Alle',
    filters: {
      risk: 'Gefährdet oder verpasst',
      at_risk: 'Gefährdet',
      missed: 'Verpasst',
    },
    none: '–',
    noDeadline: 'Keine Frist',
    dashboard: 'Gefährdete Freigabefristen',
    dashboardMissed: 'davon {{count}} verpasst',
    orderTitle: 'Termine',
    target: 'Ware benötigt bis',
    targetFair: '{{fair}} ({{date}})',
    targetDay: '{{date}}, {{country}}',
    latestApproval: 'Freigabe bis',
    promisedArrival: 'Zugesagte Ankunft',
    reminders: 'Verschickte Fristmails',
    reminderSent: '{{kind}}: {{date}}',
    reminderKinds: {
      three_days: '3 Werktage vorher',
      one_day: '1 Werktag vorher',
      missed: 'Frist verpasst',
      staff: 'Team informiert',
    },
    staffSubject_one: '{{count}} Bestellung droht die Freigabefrist zu verpassen',
    staffSubject_other: '{{count}} Bestellungen drohen die Freigabefrist zu verpassen',
    staffText:
      'Diese Bestellungen haben keine freigegebenen Druckdaten, und ihre Freigabefrist endet in höchstens zwei Werktagen oder ist schon verstrichen:',
    staffLine: '#{{number}} {{company}} – Freigabe bis {{moment}} ({{risk}})',
    staffCta: 'Gefährdete Bestellungen öffnen',
  },
}
