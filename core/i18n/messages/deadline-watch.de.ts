import type { deadlineWatchEn } from './deadline-watch.en.ts'

// FAIR-DUE-5, FAIR-DUE-6 (Entscheidung 0054): die Mails an den Käufer zur Freigabefrist.
export const deadlineWatchDe: typeof deadlineWatchEn = {
  deadlineWatch: {
    threeDaysSubject: 'Bestellung {{number}}: Ihre Druckdaten werden bis {{moment}} benötigt',
    oneDaySubject:
      'Bestellung {{number}}: letzter Tag für die Freigabe Ihrer Druckdaten ({{moment}})',
    missingText:
      'Damit Ihre Bestellung {{number}} bis {{target}} ankommt, brauchen wir Ihre freigegebenen Druckdaten bis {{moment}}. Ihre Druckdaten liegen uns noch nicht vor – bitte laden Sie sie in Ihrem Kundenkonto hoch.',
    unapprovedText:
      'Damit Ihre Bestellung {{number}} bis {{target}} ankommt, brauchen wir Ihre freigegebenen Druckdaten bis {{moment}}. Ihre Druckdaten sind noch nicht freigegeben – bitte prüfen und geben Sie den Proof in Ihrem Kundenkonto frei oder laden Sie korrigierte Dateien hoch.',
    missedSubject: 'Bestellung {{number}}: Die Freigabefrist ist verstrichen',
    missedText:
      'Die Druckdaten Ihrer Bestellung {{number}} wurden nicht bis {{moment}} freigegeben. Mit der gewählten Produktionszeit kommt sie nicht mehr bis {{target}} an: Heute freigegeben, kommt sie am {{arrival}} an.',
    missedTextNoArrival:
      'Die Druckdaten Ihrer Bestellung {{number}} wurden nicht bis {{moment}} freigegeben. Mit der gewählten Produktionszeit kommt sie nicht mehr bis {{target}} an.',
    offerIntro: 'Damit sie doch noch bis {{target}} ankommt, bieten wir Ihnen an:',
    offerDuration: '{{product}}: Produktionszeit „{{duration}}“ – Ankunft am {{arrival}}',
    offerMethod: 'Versand mit „{{method}}“ zum festen Termin – Ankunft am {{arrival}}',
    offerReply:
      'Antworten Sie auf diese Mail oder rufen Sie uns unter {{phone}} an, dann ändern wir Ihre Bestellung; geben Sie Ihre Druckdaten bitte so bald wie möglich frei.',
    offerNone:
      'Keine schnellere Produktionszeit und keine Versandart kommt mehr bis {{target}} an. Bitte antworten Sie auf diese Mail oder rufen Sie uns unter {{phone}} an: Wir suchen gern mit Ihnen nach einem Weg.',
    cta: 'Zur Bestellung',
  },
}
