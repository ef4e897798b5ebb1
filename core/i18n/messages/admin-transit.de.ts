import type { adminTransitEn } from './admin-transit.en.ts'

// FAIR-PLAN-1: die Laufzeiten der Versandarten in den Versandeinstellungen.
export const adminTransitDe: typeof adminTransitEn = {
  adminTransit: {
    transitDays: 'Laufzeit (Werktage)',
    transitHint:
      'Werktage im Zielland von der Übergabe an den Versender bis zur Zustellung; 0: am selben Tag.',
    transitInvalid: 'Bitte geben Sie die Laufzeit als ganze Zahl von 0 bis 60 Werktagen ein.',
    dateDefinite: 'Zustellung zum festen Termin',
    dateDefiniteHint: 'Eine Versandart mit Terminzustellung (Express, ggf. mit Aufpreis).',
    summary_one: '{{count}} Werktag Laufzeit',
    summary_other: '{{count}} Werktage Laufzeit',
    summaryDefinite: 'fester Termin',
  },
}
