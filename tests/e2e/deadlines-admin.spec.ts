import type { Page } from '@playwright/test'
import postgres from 'postgres'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder, type PlacedOrder } from './helpers.ts'

// FAIR-DUE-3, FAIR-DUE-4 end to end: the order list's "approve by" column marks orders at risk
// and past their moment in words, and its filter finds them — with JavaScript in English on a
// desktop, without it in German on a phone, axe clean. The order's deadline is written straight
// into the shop's database (an order placed for a fair gets it at checkout, decision 0052); the
// shop runs on PostgreSQL for that, so without a server the spec is skipped.

const HOUR = 3_600_000

async function withDeadlines(
  baseURL: string,
  deadlines: { order: PlacedOrder; latestApprovalAt: Date }[],
): Promise<boolean> {
  const url = `postgres://postgres@127.0.0.1:5432/shop_e2e_${new URL(baseURL).port}`
  const sql = postgres(process.env.E2E_POSTGRES_URL === 'off' ? '' : url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 5,
  })
  try {
    for (const { order, latestApprovalAt } of deadlines) {
      await sql`update orders set latest_approval_at = ${latestApprovalAt}, target_on = ${latestApprovalAt.toISOString().slice(0, 10)}::date + 10, target_country_id = 18 where id = ${order.id}`
    }
    return true
  } catch {
    return false
  } finally {
    await sql.end({ timeout: 1 })
  }
}

const rowOf = (page: Page, order: PlacedOrder) =>
  page.getByTestId('admin-order-row').filter({ hasText: `#${order.number}` })

test('the order list marks and filters orders by their approval deadline', async ({
  request,
  staff,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = `due.${Date.now().toString(36)}`
  const missed = await placeOrder(request, { tag: `${tag}.m` })
  const atRisk = await placeOrder(request, { tag: `${tag}.r` })
  const ready = await withDeadlines(baseURL!, [
    { order: missed, latestApprovalAt: new Date(Date.now() - HOUR) },
    { order: atRisk, latestApprovalAt: new Date(Date.now() + HOUR) },
  ])
  test.skip(!ready, 'the e2e shop runs on PGlite: no order can be given a deadline')
  const context = await staff.context('production')
  const page = await context.newPage()
  await page.goto('/en/admin/orders')
  await expect(page.getByRole('columnheader', { name: 'Approve by' })).toBeVisible()
  await page.getByLabel('Approval deadline').selectOption('risk')
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL(/deadline=risk/)
  await expect(rowOf(page, missed).getByTestId('deadline-mark')).toHaveText('Missed')
  await expect(rowOf(page, atRisk).getByTestId('deadline-mark')).toHaveText('At risk')
  await expectAccessible(page, 'orders at risk (en)')
  // Sorted by the moment, soonest first: the missed order before the one at risk.
  await page.getByRole('link', { name: 'Sort by Approve by' }).click()
  await expect(page).toHaveURL(/sort=approval&dir=desc/)
  await page.getByRole('link', { name: 'Sort by Approve by' }).click()
  await expect(page).toHaveURL(/sort=approval&dir=asc/)
  const numbers = await page
    .getByTestId('admin-order-row')
    .locator('td:nth-child(2)')
    .allInnerTexts()
  expect(numbers.indexOf(`#${missed.number}`)).toBeLessThan(numbers.indexOf(`#${atRisk.number}`))
  await page.getByLabel('Approval deadline').selectOption('missed')
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(rowOf(page, missed)).toHaveCount(1)
  await expect(rowOf(page, atRisk)).toHaveCount(0)
  // The dashboard's count links to the same list.
  await page.goto('/en/admin')
  await page.getByTestId('queue-deadlines').click()
  await expect(page).toHaveURL(/deadline=risk&sort=approval&dir=asc/)
  await expect(rowOf(page, atRisk)).toHaveCount(1)
  await context.close()
})

test('without JavaScript, on a phone, in German, the filter finds missed deadlines @phone', async ({
  request,
  staff,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const missed = await placeOrder(request, { tag: `due.${Date.now().toString(36)}.p` })
  // And one without a deadline, whose cell says so in words only a screen reader reads.
  await placeOrder(request, { tag: `due.${Date.now().toString(36)}.n` })
  const ready = await withDeadlines(baseURL!, [
    { order: missed, latestApprovalAt: new Date(Date.now() - HOUR) },
  ])
  test.skip(!ready, 'the e2e shop runs on PGlite: no order can be given a deadline')
  const context = await staff.context('sales', {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  await page.goto('/admin/orders')
  // The page never scrolls sideways: the table scrolls in its box, and so do the hidden words of
  // its cells (a phone browser would otherwise zoom the whole page out).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByLabel('Freigabefrist').selectOption('missed')
  await page.getByRole('button', { name: 'Filtern', exact: true }).click()
  await expect(page).toHaveURL(/deadline=missed/)
  const row = rowOf(page, missed)
  await expect(row.getByTestId('deadline-mark')).toHaveText('Verpasst')
  await expect(row.getByTestId('order-approval')).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)
  await context.close()

  // With JavaScript (axe runs in the page), the same list and the order's page, axe clean.
  const phone = await staff.context('sales', { viewport: { width: 390, height: 844 } })
  const page2 = await phone.newPage()
  await page2.goto('/admin/orders?deadline=missed')
  await expect(rowOf(page2, missed).getByTestId('deadline-mark')).toHaveText('Verpasst')
  await expectAccessible(page2, 'missed approval deadlines on a phone (de)')
  await rowOf(page2, missed)
    .getByRole('link', { name: `#${missed.number}` })
    .click()
  await expect(page2.getByTestId('order-deadlines')).toContainText('Freigabe bis')
  await expect(page2.getByTestId('order-latest-approval').getByTestId('deadline-mark')).toHaveText(
    'Verpasst',
  )
  await expectAccessible(page2, 'an order past its approval deadline (de)')
  await phone.close()
})
