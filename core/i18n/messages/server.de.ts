import { checkoutCoreDe } from './checkout-core.de.ts'
import type { ServerMessages } from './en.ts'

/**
 * What only the server writes (checkout answers, order mails, answers to requests a page does not
 * take): never sent to the browser.
 */
export const serverDe: ServerMessages = {
  http: {
    methodNotAllowed: 'Diese Adresse nimmt diese Art von Anfrage nicht an.',
    jsonCharset: 'Die Anfrage muss JSON in UTF-8 senden.',
    notAForm:
      'Dieses Formular nimmt nur Formulardaten an (application/x-www-form-urlencoded oder multipart/form-data).',
    bodyTooLarge: 'Dieses Formular ist zu groß: höchstens {{max}} MB.',
    badForm: 'Dieses Formular konnte nicht gelesen werden. Bitte senden Sie es erneut.',
    limitsUnavailable:
      'Anmelden und Gutscheincodes prüfen ist gerade kurz nicht möglich, weil unser Zähldienst nicht antwortet. Bitte versuchen Sie es in einer Minute erneut.',
  },
  ...checkoutCoreDe,
}
