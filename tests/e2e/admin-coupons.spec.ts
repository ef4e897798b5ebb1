import type { Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { fixtureStaff } from './staff.ts'

/** A member of the staff logs in (English); none of the roles below needs a second factor. */
async function logInStaff(page: Page, member: { email: string; password: string }) {
  await page.goto('/en/admin/login')
  await page.getByLabel('E-mail').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
}

/**
 * STAFF-10: sales create a coupon in the back office (a field error first), find it in the list
 * with its figures and edit it; the list and the form in both languages, on a phone and
 * without JavaScript.
 */
test('sales create a coupon, find it in the list and edit it', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const members = { sales: fixtureStaff('sales') }
  const couponCode = `e2e-${Date.now().toString(36)}`
  const upper = couponCode.toUpperCase()
  const context = await browser.newContext({ baseURL: baseURL! })
  const page = await context.newPage()
  await logInStaff(page, members.sales)
  await page.getByRole('link', { name: 'Coupons', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible()
  await expect(page.getByTestId('coupon-row').filter({ hasText: 'MESSE10' })).toHaveCount(1)
  await expectAccessible(page, 'admin coupons')

  const create = page.getByTestId('coupon-form-create')
  await create.getByLabel('Code').fill(couponCode)
  await create.getByLabel('Discount in %').fill('101')
  await create.getByLabel('Uses in total').fill('50')
  await create.getByRole('button', { name: 'Create coupon' }).click()
  await expect(create.getByTestId('field-error')).toHaveText(
    'Please enter a percentage above 0 and at most 100, with at most two decimals.',
  )
  await expect(create.getByLabel('Discount in %')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, 'admin coupons with a field error')
  await create.getByLabel('Discount in %').fill('12.5')
  await create.getByRole('button', { name: 'Create coupon' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/coupons\/\d+\?created=1$/)
  const detailPath = new URL(page.url()).pathname
  await expect(page.getByTestId('coupon-answer')).toHaveText(`Coupon ${upper} was created.`)
  await expect(page.getByTestId('coupon-figures')).toContainText('0 of 50')
  await expect(page.getByTestId('coupon-orders-none')).toBeVisible()
  const edit = page.getByTestId('coupon-form-save')
  await expect(edit.getByLabel('Code')).toHaveValue(upper)
  await edit.getByLabel('Uses per customer').fill('1')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('coupon-answer')).toHaveText(`Coupon ${upper} was saved.`)
  await expect(page.getByTestId('coupon-figures')).toContainText('Uses per customer1')
  await expectAccessible(page, 'admin coupon')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-coupon-en.png`, fullPage: true })
  }

  await page.getByRole('link', { name: 'Back to the coupons' }).click()
  const filters = page.getByTestId('coupons-filters')
  await filters.getByLabel('Code').fill(couponCode)
  await filters.getByLabel('Status').selectOption('active')
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('coupons-count')).toHaveText('1 coupon')
  const row = page.getByTestId('coupon-row')
  await expect(row).toContainText('12.5 %')
  await expect(row).toContainText('0 of 50')
  await expect(row).toContainText('active')
  await filters.getByLabel('Status').selectOption('expired')
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('coupons-empty')).toHaveText('No coupon matches these filters.')
  if (process.env.SHOTS_DIR) {
    await page.goto('/en/admin/coupons')
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-coupons-en.png`, fullPage: true })
    await page.goto('/admin/coupons')
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-coupons-de.png`, fullPage: true })
    await page.goto(detailPath.replace(/^\/en/, ''))
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-coupon-de.png`, fullPage: true })
  }
  // On a phone the table scrolls in its own box; the page itself does not scroll sideways.
  const phone = await context.newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  for (const prefix of ['', '/en']) {
    await phone.goto(`${prefix}/admin/coupons`)
    await expect(phone.getByTestId('coupon-row').first()).toBeVisible()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    )
    if (process.env.SHOTS_DIR) {
      await phone.screenshot({
        path: `${process.env.SHOTS_DIR}/admin-coupons-phone-${prefix ? 'en' : 'de'}.png`,
        fullPage: true,
      })
    }
  }
  await phone.getByTestId('coupon-row').filter({ hasText: 'MESSE10' }).getByRole('link').click()
  await expect(
    phone.getByTestId('coupon-orders').or(phone.getByTestId('coupon-orders-none')),
  ).toBeVisible()
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (process.env.SHOTS_DIR) {
    await phone.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-coupon-phone-en.png`,
      fullPage: true,
    })
  }
  await phone.close()
  await context.close()

  // Without JavaScript: the form posts as a document; the message stands in German by its field.
  const plain = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false })
  const desk = await plain.newPage()
  await logInStaff(desk, members.sales)
  await desk.goto('/admin/coupons')
  const form = desk.getByTestId('coupon-form-create')
  await form.getByLabel('Code').fill(couponCode)
  await form.getByLabel('Rabatt in %').fill('5')
  await form.getByRole('button', { name: 'Gutschein anlegen' }).click()
  await expect(form.getByTestId('field-error')).toHaveText('Diesen Code gibt es schon.')
  await expect(form.getByLabel('Code')).toHaveValue(couponCode)
  await desk.getByTestId('coupon-row').filter({ hasText: upper }).getByRole('button').click()
  await expect(desk.getByTestId('coupons-answer')).toHaveText(`Gutschein ${upper} ist inaktiv.`)
  await plain.close()
})
