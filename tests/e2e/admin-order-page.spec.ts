import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder } from './helpers.ts'

// STAFF-8: an order's page shows the work, then the lines and print data it is about, with the
// payment's facts beside them; a date in the narrow column stays on one line. The audit log
// names the change in words (STAFF-6).

test('the lines follow the actions and the paid date stays whole', async ({ staff, request }) => {
  const placed = await placeOrder(request, { tag: `layout.${Date.now().toString(36)}` })
  const context = await staff.context('owner', { viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await page.goto(`/admin/orders/${placed.id}`)
  const lineTitle = page
    .getByRole('region', { name: 'Paket 1' })
    .getByText(placed.title, { exact: true })
  await expect(lineTitle).toBeVisible()
  const work = await page.getByTestId('order-work').boundingBox()
  const line = await lineTitle.boundingBox()
  expect(work && line).toBeTruthy()
  // Before, the mark-paid form, refunds, invoices and mails stood between them (~1,600 px).
  expect(line!.y - (work!.y + work!.height)).toBeLessThan(800)
  await page.getByRole('button', { name: 'Zahlung erfassen' }).click()
  await expect(page.getByTestId('order-work-answer')).toBeVisible()
  const paidAt = page
    .getByTestId('order-facts')
    .locator('dt', { hasText: 'Bezahlt am' })
    .locator('xpath=following-sibling::dd[1]')
  await expect(paidAt).toHaveText(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d/)
  const box = await paidAt.boundingBox()
  // One line of text-sm (20 px), not "27.11.20 / 26".
  expect(box!.height).toBeLessThan(30)
  // STAFF-6: the audit log says it in words, with the values that changed.
  await page.goto(`/admin/audit?type=order&id=${placed.id}`)
  const entry = page.getByTestId('audit-entry').first()
  await expect(entry).toContainText('Bestellung: Zahlung erfasst')
  await expect(entry).toContainText(`Bestellung ${placed.id}`)
  await expect(entry).toContainText('paymentStatus')
  await expect(entry).not.toContainText('{"')
  await expect(page.getByLabel('Objekt', { exact: true })).toContainText('Bestellung')
  await expectAccessible(page, 'the audit log in words')
  await context.close()
})
