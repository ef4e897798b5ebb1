import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { fixtureStaff } from './staff.ts'

// CONT-1: the content team keeps the redirection list — a new rule is live at once and counts
// its visitors; a loop, a path the shop serves and another site (SEC-11) are refused with a
// message at the field. Uses this worker's content member.

/** This worker's content member (tests/e2e/serve.ts). */
const member = () => fixtureStaff('content')

test('the content team adds a redirect that works at once, and cannot make a loop', async ({
  page,
}) => {
  // Three axe runs and a dozen round trips: more than a minute on a busy two-core machine.
  test.setTimeout(150_000)
  const run = Date.now().toString(36)
  await page.goto('/admin/login')
  await page.getByLabel('E-Mail').fill(member().email)
  await page.getByLabel('Passwort').fill(member().password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('link', { name: 'Weiterleitungen', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weiterleitungen')
  await expectAccessible(page, 'redirects')

  const add = page.getByTestId('redirect-add')
  await add.getByLabel('Von (Pfad im Shop)').fill(`/alt-${run}/`)
  await add.getByLabel('Nach (Pfad oder https-Adresse)').fill('/roll-up-displays')
  await add.getByRole('button', { name: 'Weiterleitung anlegen' }).click()
  await expect(page.getByTestId('redirects-answer')).toHaveText(
    `Die Weiterleitung von /alt-${run} ist aktiv.`,
  )

  // A visitor of the old address lands on the category at once.
  const visitor = await page.context().browser()!.newPage()
  await visitor.goto(`${new URL(page.url()).origin}/alt-${run}`)
  await expect(visitor).toHaveURL(/\/roll-up-displays$/)
  await visitor.close()
  // The visit is counted beside the answer, not before it: the list shows it once it is written.
  const row = page.getByTestId('redirect-row').filter({ hasText: `/alt-${run}` })
  await expect(async () => {
    await page.reload()
    await expect(row.getByTestId('redirect-hits')).toHaveText('1', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })

  // Back from the category to the old address would be a loop: refused at the field.
  await add.getByLabel('Von (Pfad im Shop)').fill('/roll-up-displays')
  await add.getByLabel('Nach (Pfad oder https-Adresse)').fill(`/alt-${run}`)
  await add.getByRole('button', { name: 'Weiterleitung anlegen' }).click()
  await expect(add.getByText(/ergäbe eine Schleife mit der Weiterleitung von \/alt-/)).toBeVisible()
  await expectAccessible(page, 'redirects with a field error')

  // SEC-11: the customer's reset link is the shop's own, and another site is the owner's call.
  await add.getByLabel('Von (Pfad im Shop)').fill('/Reset-Password')
  await add.getByLabel('Nach (Pfad oder https-Adresse)').fill('/roll-up-displays')
  await add.getByRole('button', { name: 'Weiterleitung anlegen' }).click()
  await expect(
    add.getByText('Dieser Pfad gehört zum Shop selbst und kann nicht weitergeleitet werden.'),
  ).toBeVisible()
  await add.getByLabel('Von (Pfad im Shop)').fill(`/extern-${run}`)
  await add.getByLabel('Nach (Pfad oder https-Adresse)').fill('https://evil.example/steal')
  await add.getByRole('button', { name: 'Weiterleitung anlegen' }).click()
  await expect(
    add.getByText('Nur der Inhaber darf eine Weiterleitung auf eine andere Website anlegen.'),
  ).toBeVisible()
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-redirects-de.png`,
      fullPage: true,
    })
  }
  // On a phone the table scrolls in its box; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/admin/redirects')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redirects')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, 'redirects on a phone, in English')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-redirects-phone-en.png`,
      fullPage: true,
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/redirects')

  await row.getByRole('button', { name: `Weiterleitung von /alt-${run} löschen` }).click()
  await expect(page.getByTestId('redirects-answer')).toHaveText('Die Weiterleitung wurde gelöscht.')
  await expect(row).toHaveCount(0)
})
