import type { FairTargetMessages } from './fair-target.en.ts'

// FAIR-TGT (decision 0052): der Messeplaner der Produktseite, die Zeile im Warenkorb und in der Kasse.
export const fairTargetDe: FairTargetMessages = {
  fairTarget: {
    panelTitle: 'Für eine Messe bestellen',
    panelLead:
      'Wählen Sie Ihre Messe oder den Tag, an dem die Ware da sein muss – wir rechnen rückwärts, bis wann Sie bestellen und die Druckdaten freigeben müssen.',
    fairLabel: 'Messe',
    fairHint: 'Name oder Stadt eintippen',
    or: 'oder',
    dateLabel: 'Liefertermin',
    countryLabel: 'Lieferland',
    submit: 'Termine berechnen',
    fairNotFound:
      'Keine kommende Messe passt zu „{{query}}“. Bitte wählen Sie eine aus der Liste oder geben Sie ein Datum ein.',
    targetFair:
      '{{fair}}, {{city}}: Die Ware muss bis {{day}} da sein (letzter Tag der Warenannahme).',
    targetDate: 'Die Ware muss bis {{day}} in {{country}} sein.',
    tableCaption: 'Produktionszeiten für diesen Termin',
    duration: 'Produktionszeit',
    orderBy: 'Bestellen bis',
    approveBy: 'Druckdaten freigeben bis',
    arrives: 'Ankunft',
    state: 'Termin',
    fits: 'passt',
    tooLate: 'zu spät',
    recommended: 'empfohlen – günstigste, die passt',
    chosen: 'Die günstigste Produktionszeit, die passt, ist im Rechner gewählt.',
    noneFits:
      'Keine Produktionszeit schafft diesen Termin mehr. Rufen Sie uns an unter {{phone}}: Mit Express-Versand oder einer Lieferung zum Fixtermin finden wir oft noch einen Weg.',
    clear: 'Ohne Termin planen',
    cartLine:
      'Bestellen Sie bis {{orderBy}} – Druckdaten freigeben bis {{approveBy}} – Ankunft {{arrives}}',
    atFair: 'zur {{fair}}',
    inHall: 'in Halle {{hall}}',
    inCountry: 'in {{country}}',
    cartHeading: 'Ihr Termin: {{target}}',
    cartTargetDay: 'Ware da bis {{day}}',
    cartTooLate:
      'Nicht jeder Artikel schafft diesen Termin mehr. Wählen Sie für die markierten eine schnellere Produktionszeit oder rufen Sie uns an: {{phone}}.',
    lineTooLate: 'Schafft den Termin nicht mehr',
    lineFits: 'Schafft den Termin',
    cartProblem: 'Für Ihren Termin können wir nicht mehr planen: {{problem}}',
    removeTarget: 'Termin entfernen',
    targetRemoved: 'Der Termin wurde entfernt.',
    changeTarget: 'Termin ändern',
  },
}
