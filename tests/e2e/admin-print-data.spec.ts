import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder, readMailText } from './helpers.ts'
import { printPdf } from '../integration/fixtures/print-files.ts'
import { logIn, type ShopApi } from './orders.ts'
import { fixtureStaff } from './staff.ts'

// PRE-1..PRE-11 end to end: the customer's upload is checked, staff accept it, the customer
// approves the proof, production starts.

test('a customer fixes the print data the check found, staff accept it, the customer approves the proof, production starts', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const members = { production: fixtureStaff('production') }
  const tag = `print.check.${Date.now().toString(36)}`
  const order = await placeOrder(request, { tag })
  const customer = await browser.newContext({ baseURL: baseURL! })
  await logIn(customer, { token: order.token } as ShopApi, baseURL!)
  await customer.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const mine = await customer.newPage()
  await mine.goto(`/en/profile/orders?order=${order.id}`)
  const item = mine.getByTestId('order-item').first()
  // PRE-1, PRE-4, PRE-9: a roll-up without bleed is checked within seconds: a warning in plain
  // words, with the preview beside it.
  const upload = async (name: string, bleed: number) =>
    item.getByLabel(`Upload a print file for ${order.title}`).setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(await printPdf({ trim: [850, 2000], bleed })),
    })
  await upload('rollup-no-bleed.pdf', 0)
  const first = item.getByTestId('print-file').filter({ hasText: 'rollup-no-bleed.pdf' })
  await expect(first.getByTestId('print-check-level')).toHaveText('Please check', {
    timeout: 30_000,
  })
  await expect(first.getByTestId('print-check-findings')).toContainText('The file has no bleed')
  const preview = first.getByTestId('print-preview')
  await expect(preview).toBeVisible()
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100)
  await expectAccessible(mine, 'profile order with a print-data check')
  if (process.env.SHOTS_DIR) {
    await mine.screenshot({ path: `${process.env.SHOTS_DIR}/print-check.png`, fullPage: true })
    const phone = await customer.newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    await phone.goto(`/profile/orders?order=${order.id}`)
    await phone.getByTestId('print-check-level').first().scrollIntoViewIfNeeded()
    await phone.screenshot({ path: `${process.env.SHOTS_DIR}/print-check-phone-de.png` })
    await phone.close()
  }
  // The corrected file replaces the first.
  await first.getByRole('button', { name: 'Delete rollup-no-bleed.pdf' }).click()
  await mine.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(first).toHaveCount(0)
  await upload('rollup-with-bleed.pdf', 5)
  const fixed = item.getByTestId('print-file').filter({ hasText: 'rollup-with-bleed.pdf' })
  await expect(fixed.getByTestId('print-check-level')).toHaveText('OK', { timeout: 30_000 })
  await expect(mine.getByTestId('proof')).toHaveCount(0)

  // PRE-11: production staff see the check and the preview, and accept the data.
  const staff = await browser.newContext({ baseURL: baseURL! })
  const desk = await staff.newPage()
  await desk.goto('/en/admin/login')
  await desk.getByLabel('E-mail').fill(members.production.email)
  await desk.getByLabel('Password').fill(members.production.password)
  await desk.getByRole('button', { name: 'Log in' }).click()
  await expect(desk).toHaveURL(/\/en\/admin$/)
  await desk.goto(`/en/admin/orders/${order.id}`)
  await expect(desk.getByTestId('print-check-level')).toHaveText('OK')
  await expect(desk.getByTestId('print-preview')).toBeVisible()
  if (process.env.SHOTS_DIR) {
    await desk.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-print-check.png`,
      fullPage: true,
    })
  }
  await desk.getByRole('button', { name: 'Accept print data' }).click()
  const state = desk.getByTestId('order-work-state')
  await expect(state).toHaveText('print data checked')
  await expect(desk.getByRole('button', { name: 'Move to “in production”' })).toHaveCount(0)
  // MAIL-5 in the order's language (German: the order was placed in German).
  expect(await readMailText(`${tag}@example.com`, 'Proof frei')).toContain(
    'Wir haben Ihre Druckdaten geprüft.',
  )

  // The customer approves the proof in the profile; then production starts.
  await mine.reload()
  const proof = mine.getByTestId('proof')
  await expect(proof).toContainText('We have checked your print data.')
  await proof.getByRole('button', { name: 'Approve proof' }).click()
  await expect(mine.getByTestId('proof-approved')).toContainText('You approved the proof on')
  await expect(mine.getByTestId('order-details').getByTestId('work-state')).toHaveText(
    'Proof approved',
  )
  await desk.reload()
  await expect(state).toHaveText('proof approved')
  await expect(desk.getByTestId('order-event').last()).toContainText('proof approved')
  await expect(desk.getByTestId('order-facts')).toContainText(
    /Proof approved\s*.+ from 127\.0\.0\.1/,
  )
  await desk.getByRole('button', { name: 'Move to “in production”' }).click()
  await expect(state).toHaveText('in production')
  await customer.close()
  await staff.close()
})
