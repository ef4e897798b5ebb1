import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

// Staff members for specs that work in the back office: made before the shop starts
// (prepare-shop.ts), one per role without a second factor, so no spec depends on another.

export type FixtureRole = 'content' | 'sales' | 'production'

export function fixtureStaff(role: FixtureRole): { email: string; password: string } {
  const file = path.join(process.env.E2E_DATA_DIR!, 'e2e-fixture-staff.json')
  const { members } = JSON.parse(readFileSync(file, 'utf8')) as {
    members: Record<FixtureRole, { email: string; password: string }>
  }
  return members[role]
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
