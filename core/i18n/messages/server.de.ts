import { checkoutCoreDe } from './checkout-core.de.ts'
import type { ServerMessages } from './en.ts'

/** What only the server writes (checkout answers, order mails): never sent to the browser. */
export const serverDe: ServerMessages = {
  ...checkoutCoreDe,
}
