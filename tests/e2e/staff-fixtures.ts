import { readFileSync } from 'node:fs'
import path from 'node:path'
import { generate } from 'otplib'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'

// Staff for end-to-end tests (tests/e2e/serve.ts makes them before the shop starts): a set of
// every role per test worker, so that tests log in as their own members, in parallel.

export const STAFF_FILE = 'e2e-fixture-staff.json'
/** How many test workers may run at once, each with a set of its own. */
export const WORKER_SLOTS = 4

export type StaffRoleName = 'owner' | 'sales' | 'production' | 'content'

export interface StaffCredentials {
  email: string
  password: string
  name: string
  /** The owner's second factor (STAFF-3); null for the other roles. */
  totpSecret: string | null
}

export interface StaffFixtures {
  workers: Record<StaffRoleName, StaffCredentials>[]
}

export function staffOf(dataDir: string, slot: number, role: StaffRoleName): StaffCredentials {
  const file = path.join(dataDir, STAFF_FILE)
  const fixtures = JSON.parse(readFileSync(file, 'utf8')) as StaffFixtures
  const set = fixtures.workers[slot % WORKER_SLOTS]
  if (!set) throw new Error(`no staff fixtures for worker ${slot}`)
  return set[role]
}

/** Logs a member in on the English login page, with the owner's code when asked for one. */
export async function logInAs(page: Page, member: StaffCredentials): Promise<void> {
  await page.goto('/en/admin/login')
  await page.getByLabel('E-mail').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  if (member.totpSecret) {
    await page.getByRole('heading', { name: 'Second factor' }).waitFor()
    await page.getByTestId('admin-code').fill(await generate({ secret: member.totpSecret }))
    await page.getByRole('button', { name: 'Confirm' }).click()
  }
  await page.waitForURL(/\/en\/admin$/)
}

/**
 * The logged-in states of one worker's members, each made once: an owner's code counts once
 * per 30 s (STAFF-3), so the owner logs in once per worker and every test reuses the session.
 */
export function staffSessions(browser: Browser, baseURL: string, dataDir: string, slot: number) {
  const states = new Map<
    StaffRoleName,
    Promise<Awaited<ReturnType<BrowserContext['storageState']>>>
  >()
  const stateOf = (role: StaffRoleName) => {
    let state = states.get(role)
    if (!state) {
      state = (async () => {
        const context = await browser.newContext({ baseURL })
        const page = await context.newPage()
        await logInAs(page, staffOf(dataDir, slot, role))
        const stored = await context.storageState()
        await context.close()
        return stored
      })()
      states.set(role, state)
    }
    return state
  }
  return {
    member: (role: StaffRoleName) => staffOf(dataDir, slot, role),
    /** The logged-in browser state of this worker's member of the role. */
    state: stateOf,
    /** A new browser context logged in as this worker's member of the role. */
    async context(role: StaffRoleName, options: BrowserContextOptions = {}) {
      return browser.newContext({ baseURL, storageState: await stateOf(role), ...options })
    },
  }
}
