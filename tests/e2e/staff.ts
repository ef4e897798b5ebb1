import { expect, type Page, test } from '@playwright/test'
import { dataDir } from './data-dir.ts'
import { staffOf } from './staff-fixtures.ts'

// Staff members for specs that work in the back office: this worker's members of each role
// without a second factor (tests/e2e/serve.ts makes them), so no spec depends on another.

export type FixtureRole = 'content' | 'sales' | 'production'

export function fixtureStaff(role: FixtureRole): { email: string; password: string } {
  return staffOf(dataDir(), test.info().parallelIndex, role)
}

/** Logs a fixture member in through the back office's login page (German or English). */
export async function logInAsStaff(page: Page, role: FixtureRole, locale: 'de' | 'en' = 'de') {
  const member = fixtureStaff(role)
  await page.goto(locale === 'en' ? '/en/admin/login' : '/admin/login')
  await page.getByLabel(locale === 'en' ? 'E-mail' : 'E-Mail').fill(member.email)
  await page.getByLabel(locale === 'en' ? 'Password' : 'Passwort').fill(member.password)
  await page.getByRole('button', { name: locale === 'en' ? 'Log in' : 'Anmelden' }).click()
  await expect(page).toHaveURL(locale === 'en' ? /\/en\/admin$/ : /\/admin$/)
}
