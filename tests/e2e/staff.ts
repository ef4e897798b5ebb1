import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

// Staff members for specs that work in the back office: made before the shop starts
// (prepare-shop.ts), one per role without a second factor, so no spec depends on another.

export type FixtureRole = 'content' | 'sales' | 'production'

type Member = { email: string; password: string }

export function fixtureStaff(role: FixtureRole): Member {
  const file = path.join(process.env.E2E_DATA_DIR!, 'e2e-fixture-staff.json')
  // This branch's prepare-shop.ts writes `members`; a set per test worker (`workers`) is read
  // alike, taking the first set (these roles have no second factor).
  const fixtures = JSON.parse(readFileSync(file, 'utf8')) as {
    members?: Record<FixtureRole, Member>
    workers?: Record<FixtureRole, Member>[]
  }
  const member = fixtures.members?.[role] ?? fixtures.workers?.[0]?.[role]
  if (!member) throw new Error(`no e2e staff member for ${role} in ${file}`)
  return member
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
