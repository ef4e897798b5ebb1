import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { printPdf } from '../integration/fixtures/print-files.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder, type PlacedOrder } from './helpers.ts'
import { uploadPrintFile } from './orders.ts'

// STAFF-13, ORD-BULK-1..3, FIND-1, EDIT-1: an owner's day in the back office, counted in steps
// (a click on a link or button, or a form sent; typing into a field is not a step): today's
// payments, files to check, production, shipping a batch with its delivery notes, and an order
// changed on a customer's call. Each stage starts from the dashboard's work list. The shop is
// shared with the parallel specs, so each list is narrowed to this run's orders with the list's
// own search: that is the test's need, not the owner's, and is not counted.

const STEPS = {
  // The tile, open the order, record the payment.
  payment: 3,
  // The tile, then per order: (back to the list,) open it, accept its data.
  check: 6,
  production: 6,
  // The tile, tick all, print the delivery notes (they go into the boxes); back to the list,
  // tick all, "Mark shipped…", send the tracking numbers: 7 for any number of orders.
  shipping: 7,
  // The header's search with the order number opens the order; "Edit order"; change quantity.
  edit: 3,
}

class Steps {
  counts: Record<string, number> = {}
  stage = ''
  async do(action: Promise<unknown>) {
    this.counts[this.stage] = (this.counts[this.stage] ?? 0) + 1
    await action
  }
}

async function orderWithFile(request: APIRequestContext, tag: string): Promise<PlacedOrder> {
  const order = await placeOrder(request, { tag })
  await uploadPrintFile(request, order.token, order.id, {
    name: 'rollup.pdf',
    buffer: Buffer.from(await printPdf({ trim: [850, 2000], bleed: 5 })),
  })
  return order
}

/** From the dashboard, a queue's tile, then the list narrowed to this run; its address. */
async function openQueue(page: Page, steps: Steps, queue: string, run: string): Promise<string> {
  await page.goto('/en/admin')
  await steps.do(page.getByTestId(`queue-${queue}`).click())
  await expect(page).toHaveURL(new RegExp(`queue=${queue}`))
  const filters = page.getByTestId('orders-filters')
  await filters.getByLabel('Search', { exact: true }).fill(run)
  await filters.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`q=${run.replace('.', '\\.')}`))
  return page.url()
}

const row = (page: Page, order: PlacedOrder): Locator =>
  page.getByTestId('admin-order-row').filter({ hasText: `#${order.number}` })

test('an owner’s day takes a handful of steps per task', async ({ request, staff }) => {
  test.setTimeout(300_000)
  const run = `day.${Date.now().toString(36)}`
  const [first, second] = [
    await orderWithFile(request, `${run}.a`),
    await orderWithFile(request, `${run}.b`),
  ]
  const caller = await placeOrder(request, { tag: `${run}.c` })
  // The owner's tasks, done as sales (money, the customer's call) and production (files,
  // production, shipping) do them: the same pages, without the owner's second factor at login.
  const desk = { viewport: { width: 1366, height: 900 } }
  const sales = await staff.context('sales', desk)
  const production = await staff.context('production', desk)
  let page = await sales.newPage()
  const steps = new Steps()
  const state = () => page.getByTestId('order-work-state')

  // Today's payments: the invoice of the first order was paid.
  steps.stage = 'payment'
  await openQueue(page, steps, 'payments', run)
  await expect(page.getByTestId('admin-order-row')).toHaveCount(3)
  await steps.do(row(page, first).getByRole('link').first().click())
  await steps.do(page.getByRole('button', { name: 'Record the payment' }).click())
  await expect(page.getByTestId('order-work-answer')).toHaveText('The payment is recorded.')

  // Files to check: both orders' data accepted.
  page = await production.newPage()
  steps.stage = 'check'
  const toCheck = await openQueue(page, steps, 'check', run)
  await expect(page.getByTestId('admin-order-row')).toHaveCount(2)
  for (const order of [first, second]) {
    if (order === second) await steps.do(page.goto(toCheck))
    await steps.do(row(page, order).getByRole('link').first().click())
    await steps.do(page.getByRole('button', { name: 'Accept print data' }).click())
    await expect(state()).toHaveText('print data checked')
  }
  for (const order of [first, second]) {
    const approved = await request.post(`/api/v1/user/dashboard/invoices/proof/${order.id}`, {
      headers: { authorization: `Bearer ${order.token}` },
    })
    expect(approved.status(), await approved.text()).toBe(200)
  }

  // Production: the approved proofs go into production.
  steps.stage = 'production'
  const approved = await openQueue(page, steps, 'approved', run)
  await expect(page.getByTestId('admin-order-row')).toHaveCount(2)
  for (const order of [first, second]) {
    if (order === second) await steps.do(page.goto(approved))
    await steps.do(row(page, order).getByRole('link').first().click())
    await steps.do(page.getByRole('button', { name: 'Move to “in production”' }).click())
    await expect(state()).toHaveText('in production')
  }

  // The batch's delivery notes go into the boxes (one PDF), then it ships with tracking numbers.
  steps.stage = 'shipping'
  const inProduction = await openQueue(page, steps, 'production', run)
  await expect(page.getByTestId('admin-order-row')).toHaveCount(2)
  await steps.do(page.getByTestId('orders-select-all').check())
  const [notes] = await Promise.all([
    page.waitForResponse((answer) => answer.url().includes('/admin/orders/delivery-notes')),
    steps.do(page.getByRole('button', { name: 'Print delivery notes' }).click()),
  ])
  expect(notes.status()).toBe(200)
  expect(notes.headers()['content-type']).toBe('application/pdf')
  await steps.do(page.goto(inProduction))
  await steps.do(page.getByTestId('orders-select-all').check())
  await steps.do(page.getByRole('button', { name: 'Mark shipped…' }).click())
  for (const [index, order] of [first, second].entries()) {
    const fieldset = page
      .getByTestId('bulk-ship-order')
      .filter({ hasText: `Order ${order.number}` })
    await fieldset.getByLabel('Carrier').selectOption('dhl')
    await fieldset.getByLabel('Tracking number').fill(`0034 0434 17${index}2`)
  }
  await steps.do(page.getByRole('button', { name: 'Mark shipped', exact: true }).click())
  await expect(page.getByTestId('bulk-ship-summary')).toHaveText('2 shipped, 0 refused.')

  // A customer calls: one more roll-up on the order they placed this morning.
  page = await sales.newPage()
  steps.stage = 'edit'
  await page.goto('/en/admin')
  await page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Search orders, customers, products, invoices' })
    .fill(String(caller.number))
  await steps.do(page.getByRole('banner').getByRole('searchbox').press('Enter'))
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${caller.id}$`))
  await steps.do(page.getByRole('link', { name: 'Edit order' }).click())
  await page.getByLabel(`Quantity of ${caller.title}`).fill('3')
  await steps.do(page.getByRole('button', { name: 'Change quantity' }).click())
  await expect(page.getByTestId('edit-answer')).toContainText('Saved.')

  test.info().annotations.push({ type: 'steps', description: JSON.stringify(steps.counts) })
  expect(steps.counts).toEqual(STEPS)
  await sales.close()
  await production.close()
})
