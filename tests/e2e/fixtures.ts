import { test as base, expect } from '@playwright/test'
import { dataDirOf } from './data-dir.ts'
import { staffSessions } from './staff-fixtures.ts'

/**
 * Most tests are about other things than the demo site popup: they start as a visitor who has
 * already closed it (the popup's own test uses the plain `test`).
 *
 * Every page of the test's context is watched for messages it did not load (PERF-3: the browser
 * gets the storefront's and the back office's messages with their routes): a component that reads
 * a key from a part its page did not bring shows the key itself, and the test fails here.
 */
export const test = base.extend<object, { staff: ReturnType<typeof staffSessions> }>({
  // This worker's staff of every role (tests/e2e/serve.ts), logged in once per worker.
  staff: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!
      const dir = dataDirOf(workerInfo.project.metadata)
      await use(staffSessions(browser, baseURL, dir, workerInfo.parallelIndex))
    },
    { scope: 'worker' },
  ],
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
    const missing: string[] = []
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('i18n: missing message')) {
        missing.push(`${message.text()} on ${message.page()?.url() ?? '?'}`)
      }
    })
    await use(context)
    expect(missing, 'messages the page did not load').toEqual([])
  },
})

export { expect }
