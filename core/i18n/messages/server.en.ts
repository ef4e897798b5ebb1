import { checkoutCoreEn } from './checkout-core.en.ts'

/**
 * What only the server writes (checkout answers, order mails, answers to requests a page does not
 * take): never sent to the browser.
 */
export const serverEn = {
  http: {
    methodNotAllowed: 'This address does not take this kind of request.',
    jsonCharset: 'The request must send JSON in UTF-8.',
    notAForm:
      'This form takes form data only (application/x-www-form-urlencoded or multipart/form-data).',
    bodyTooLarge: 'This form is too large: at most {{max}} MB.',
    badForm: 'This form could not be read. Please send it again.',
    // SEC-12: the limits' counters (Redis) do not answer; the request is refused, not let through.
    limitsUnavailable:
      'Signing in and checking coupon codes are not possible for a moment because our limit service does not answer. Please try again in a minute.',
  },
  ...checkoutCoreEn,
}
