import { checkoutCoreEn } from './checkout-core.en.ts'

/** What only the server writes (checkout answers, order mails): never sent to the browser. */
export const serverEn = {
  ...checkoutCoreEn,
}
