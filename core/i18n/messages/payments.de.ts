import type { paymentsEn } from './payments.en.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

// Texte der Zahlungen: API-Antworten, Testmodus-Seite und Ergebnisseiten.
export const paymentsDe: Shape<typeof paymentsEn> = {
  payments: {
    orderNotFound: 'Diese Bestellung wurde nicht gefunden.',
    alreadyPaid: 'Diese Bestellung ist bereits bezahlt.',
    orderCancelled: 'Diese Bestellung wurde storniert und kann nicht mehr bezahlt werden.',
    notOnline:
      'Diese Bestellung wird per Vorkasse oder auf Rechnung bezahlt; online ist nichts zu bezahlen.',
    notStarted: 'Für diese Bestellung wurde noch keine Zahlung begonnen.',
    unavailable:
      'Der Zahlungsdienst ist gerade nicht erreichbar. Ihre Bestellung ist gespeichert; bitte versuchen Sie es in einigen Minuten erneut.',
    failed:
      'Die Zahlung konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
    description: 'Bestellung {{number}}',
    captured: 'Die Zahlung ist eingegangen.',
    cancelled: 'Die Zahlung wurde abgebrochen. Sie können die Bestellung erneut bezahlen.',
    cannotDrop: 'Diese Bestellung kann nicht mehr verworfen werden.',
    test: {
      pageTitle: 'Testzahlung',
      banner: 'TESTMODUS — es wird kein Geld bewegt',
      intro:
        'Es ist kein Zahlungsanbieter eingerichtet, daher steht diese Seite für die Zahlungsseite von Karte oder PayPal. Wählen Sie, wie die Zahlung enden soll.',
      order: 'Zahlung für',
      amount: 'Betrag',
      succeed: 'Zahlung erfolgreich simulieren',
      fail: 'Zahlung fehlschlagen lassen',
      invalid: 'Dieser Link zur Testzahlung ist unvollständig.',
      noticeLabel: 'Testmodus',
      notice: 'Testmodus: Zahlungen werden simuliert. Es wird kein Geld bewegt.',
      onlyOnPage: 'Eine Testzahlung wird nur auf der Testzahlungsseite abgeschlossen.',
    },
    success: {
      pageTitle: 'Zahlung erfolgreich',
      headline: 'Herzlichen Glückwunsch, die Transaktion wurde erfolgreich genehmigt.',
      captureTitle: 'Zahlung abschließen',
      captureText:
        'PayPal hat Ihre Zahlung freigegeben. Schließen Sie sie ab, damit wir den Betrag einziehen.',
      capture: 'Zahlung jetzt abschließen',
      pendingTitle: 'Zahlung wird bestätigt',
      pending:
        'Der Zahlungsdienst hat Ihre Zahlung noch nicht bestätigt. Wir melden uns, sobald sie eingegangen ist.',
      orderNumber: 'Bestellnummer',
      amount: 'Betrag',
      toOverview: 'Bestellung ansehen',
      toOrders: 'Meine Bestellungen',
    },
    failedPage: {
      pageTitle: 'Zahlung fehlgeschlagen',
      headline: 'Oh, wir konnten Ihre Zahlung leider nicht verarbeiten.',
      text: 'Ihre Bestellung {{number}} ist gespeichert. Sie können sie erneut bezahlen oder zum Warenkorb zurückkehren.',
      toCart: 'Zurück zum Warenkorb',
      payAgain: 'Erneut bezahlen',
      paying: 'Einen Moment …',
    },
  },
}
