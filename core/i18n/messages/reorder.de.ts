import type { ReorderMessages } from './reorder.en.ts'

// REORD-1..REORD-7 (Entscheidung 0057): „Erneut bestellen“ im Profil, der Hinweis im Warenkorb
// und die Bestätigung übernommener Druckdaten in einem Schritt.
export const reorderDe: ReorderMessages = {
  reorder: {
    orderAgain: 'Erneut bestellen',
    orderAgainOrder: 'Bestellung #{{number}} erneut bestellen',
    orderAgainLine: '„{{title}}“ erneut bestellen',
    withFiles: 'mit denselben Druckdaten',
    withFilesHint:
      'Die freigegebenen Druckdaten der Bestellung gehen mit den Positionen mit und werden erneut geprüft.',
    noItems: 'Bitte wählen Sie mindestens eine Position der Bestellung.',
    itemNotInOrder: 'Diese Position gehört nicht zur Bestellung.',
    added_one: '{{count}} Position wurde in den Warenkorb gelegt.',
    added_other: '{{count}} Positionen wurden in den Warenkorb gelegt.',
    noneAdded: 'Keine Position der Bestellung konnte in den Warenkorb gelegt werden.',
    noticeTitle: 'Aus Bestellung #{{number}}',
    codes: {
      added: '„{{title}}“ liegt zum gleichen Preis im Warenkorb.',
      price_changed:
        '„{{title}}“ liegt im Warenkorb. Der Preis hat sich geändert: damals {{before}} pro Stück, heute {{now}}.',
      not_sold:
        '„{{title}}“ wird in dieser Ausführung nicht mehr angeboten und wurde nicht hinzugefügt.',
      quantity_not_allowed:
        '„{{title}}“ konnte in dieser Menge nicht hinzugefügt werden (höchstens 50 Stück je Position oder nicht genug auf Lager).',
    },
    filesCarried: 'Die Druckdaten der Bestellung gehen mit.',
    filesNotApproved:
      'Die Druckdaten von „{{title}}“ wurden nie freigegeben und gehen deshalb nicht mit: Bitte laden Sie sie nach der Bestellung hoch.',
    carriedFrom: 'Druckdaten aus Bestellung #{{number}}',
    carriedTitle: 'Druckdaten aus Ihrer früheren Bestellung',
    carriedChecking:
      'Ihre Druckdaten aus der früheren Bestellung werden nach den heutigen Anforderungen erneut geprüft …',
    carriedReady:
      'Ihre Druckdaten aus der früheren Bestellung haben die heutige Prüfung bestanden. Bitte sehen Sie sich die Vorschauen an und geben Sie sie für die Produktion frei.',
    carriedRefused:
      'Die Prüfung Ihrer früheren Druckdaten hat etwas gefunden, das korrigiert werden muss. Bitte laden Sie neue Druckdaten hoch.',
    carriedConfirm: 'Druckdaten und Korrekturabzug freigeben',
    carriedConfirmed: 'Die Druckdaten sind freigegeben und gehen in die Produktion.',
    carriedNotReady: 'Die übernommenen Druckdaten können (noch) nicht freigegeben werden.',
    mailCarried: 'Die Druckdaten dieser Positionen stammen aus Bestellung #{{number}}: {{titles}}.',
  },
}
