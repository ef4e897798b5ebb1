import { test as base } from '@playwright/test'

/**
 * Most tests are about other things than the demo site popup: they start as a visitor who has
 * already closed it (the popup's own test uses the plain `test`).
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
    await use(context)
  },
})

export { expect } from '@playwright/test'
