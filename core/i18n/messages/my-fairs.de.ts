import type { myFairsEn } from './my-fairs.en.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

// FAIR-MINE-1..FAIR-MINE-5: "Meine Messen" im Profil und seine Kalenderdateien.
export const myFairsDe: Shape<typeof myFairsEn> = {
  myFairs: {
    menu: 'Meine Messen',
    title: 'Meine Messen',
    intro:
      'Ihre Bestellungen für eine Messe oder einen Liefertermin – mit den Fristen für die Freigabe der Druckdaten und der zugesagten Ankunft.',
    upcoming: 'Anstehende Messen und Termine',
    past: 'Vergangene Messen und Termine ({{count}})',
    empty: 'Sie haben noch nichts für eine Messe oder einen Liefertermin bestellt.',
    emptyHint:
      'Wählen Sie auf der Produktseite Ihre Messe oder den Tag, an dem die Ware da sein muss: Wir planen Produktion und Versand rückwärts und sagen Ihnen, bis wann Sie bestellen und die Druckdaten freigeben müssen.',
    emptyLink: 'Zu den Produkten',
    dateTarget: 'Liefertermin {{day}}',
    dateTargetIn: 'Liefertermin {{day}}, {{country}}',
    fairDays: 'Messe: {{from}} – {{to}}',
    buildUpDays: 'Aufbau: {{from}} – {{to}}, {{hoursFrom}}–{{hoursTo}} Uhr',
    targetOn: 'Ware vor Ort bis: {{day}}',
    ordersOf: 'Bestellungen für {{target}}',
    order: 'Auftrag',
    orderDate: 'Bestellt am',
    state: 'Stand',
    approvalBy: 'Freigabe bis',
    arrival: 'Ankunft (zugesagt)',
    none: '–',
    download: 'Termine in den Kalender (.ics)',
    downloadAll: 'Alle Termine in den Kalender (.ics)',
    states: {
      dueMissing: 'Druckdaten fehlen – freigeben bis {{until}} Uhr',
      dueApprove: 'Druckdaten da – freigeben bis {{until}} Uhr',
      missed: 'Freigabe verpasst – die zugesagte Ankunft gilt nicht mehr',
      openMissing: 'Druckdaten fehlen',
      openApprove: 'Freigabe ausstehend',
      approved: 'Freigegeben – in Produktion',
      approvedLate: 'Freigegeben nach der Frist',
      inProduction: 'In Produktion',
      shipped: 'Versandt',
      cancelled: 'Storniert',
    },
    calendar: {
      name: 'Meine Messen',
      allFile: 'meine-messen.ics',
      dateFile: 'liefertermin-{{day}}.ics',
      approval: 'Druckdaten freigeben – Auftrag {{number}} ({{target}})',
      approvalText:
        'Bis zu diesem Zeitpunkt müssen die Druckdaten freigegeben sein, damit die Ware rechtzeitig ankommt.',
      arrival: 'Ankunft der Ware – Auftrag {{number}} ({{target}})',
      arrivalText: 'Der bei der Bestellung zugesagte Ankunftstag.',
      buildUp: 'Aufbau: {{fair}} ({{from}}–{{to}} Uhr)',
      fair: '{{fair}}, {{city}}',
      targetDay: 'Ware am Ziel: {{target}}',
    },
  },
}
