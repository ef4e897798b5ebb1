import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder } from './helpers.ts'
import { uploadPrintFile } from './orders.ts'
import { printPdf } from '../integration/fixtures/print-files.ts'

// PRE-12 and ORD-19 in the back office (decision 0038): print data the check found errors in is
// released only with a confirmation and a reason; new data after a request is a sign for staff;
// production waits for the money, unless the owner starts it with a reason.

const rollUp = async (trim: [number, number]) => Buffer.from(await printPdf({ trim, bleed: 5 }))

test('print data with errors is released only with a confirmation and a reason, and new data after a request shows', async ({
  request,
  staff,
}) => {
  test.setTimeout(180_000)
  const order = await placeOrder(request, { tag: `release.${Date.now().toString(36)}` })
  const context = await staff.context('production')
  const page = await context.newPage()
  await page.goto(`/en/admin/orders/${order.id}`)
  const state = page.getByTestId('order-work-state')
  await expect(state).toHaveText('new')
  // No data: nothing to release, and no button that would answer 409.
  await expect(page.getByRole('button', { name: 'Accept print data' })).toHaveCount(0)
  await expect(page.getByTestId('release-none')).toHaveText(
    'The order has no print data yet: there is nothing to accept.',
  )

  // 1000 mm wide for an 850 mm roll-up: "Needs a fix".
  const wrong = await uploadPrintFile(request, order.token, order.id, {
    name: 'rollup-1000.pdf',
    buffer: await rollUp([1000, 2000]),
  })
  expect(wrong.check?.level).toBe('error')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Accept print data' })).toHaveCount(0)
  const over = page.getByTestId('release-over-errors')
  await over.getByText('Accept despite errors').first().click()
  await expect(over).toContainText('The check found an error in 1 file (“Needs a fix”).')
  await expectAccessible(page, 'admin order, release over errors')
  // The box must be ticked: the browser keeps the form until it is.
  await over.getByLabel('Reason (shown in the timeline)').fill('Customer wants 1000 mm on purpose')
  await over.getByRole('button', { name: 'Accept despite errors' }).click()
  await expect(state).toHaveText('new')
  await over.getByLabel('I have looked at the errors and accept the print data anyway.').check()
  await over.getByRole('button', { name: 'Accept despite errors' }).click()
  await expect(state).toHaveText('print data checked')
  await expect(page.getByTestId('order-event').last()).toContainText(
    'Reason: Customer wants 1000 mm on purpose',
  )

  // Staff ask for new data after all; the customer's upload is then a sign on the order.
  const attention = page.getByTestId('attention-form')
  await attention.getByLabel(/Message to the customer/).fill('Please send 850 mm.')
  await attention.getByRole('button', { name: 'Ask for new print data' }).click()
  await expect(state).toHaveText('awaiting print data')
  await uploadPrintFile(request, order.token, order.id, {
    name: 'rollup-850.pdf',
    buffer: await rollUp([850, 2000]),
  })
  await page.reload()
  await expect(state).toHaveText('new print data to check')
  await expect(page.getByTestId('new-print-data')).toContainText(
    'The customer has uploaded new print data.',
  )
  await expect(page.getByTestId('order-event').last()).toContainText(
    'awaiting print data → new print data to check',
  )
  // The dashboard counts it and leads to the list of such orders.
  await page.goto('/en/admin')
  const figure = page.getByRole('link', { name: /New print data to check/ })
  await figure.click()
  await expect(
    page.getByTestId('admin-order-row').filter({ hasText: `#${order.number}` }),
  ).toHaveCount(1)
  await context.close()
})

test('production waits for the payment of a prepayment order; only the owner starts it before, with a reason', async ({
  request,
  staff,
}) => {
  test.setTimeout(180_000)
  const order = await placeOrder(request, {
    tag: `unpaid.${Date.now().toString(36)}`,
    paymentMethod: 'prepayment',
  })
  await uploadPrintFile(request, order.token, order.id, {
    name: 'rollup.pdf',
    buffer: await rollUp([850, 2000]),
  })
  const production = await staff.context('production')
  const page = await production.newPage()
  await page.goto(`/en/admin/orders/${order.id}`)
  // Every step says that the money is not there yet.
  await expect(page.getByTestId('order-unpaid')).toHaveText(
    'The payment has not arrived yet (Prepayment): production starts once it has.',
  )
  await page.getByRole('button', { name: 'Accept print data' }).click()
  await expect(page.getByTestId('order-work-state')).toHaveText('print data checked')
  const approved = await request.post(`/api/v1/user/dashboard/invoices/proof/${order.id}`, {
    headers: { authorization: `Bearer ${order.token}` },
  })
  expect(approved.status()).toBe(200)
  await page.reload()
  await expect(page.getByTestId('order-work-state')).toHaveText('proof approved')
  await expect(page.getByRole('button', { name: 'Move to “in production”' })).toHaveCount(0)
  await expect(page.getByTestId('production-waits')).toContainText(
    'only the owner can start it, with a reason',
  )
  await production.close()

  const owner = await staff.context('owner')
  const desk = await owner.newPage()
  await desk.goto(`/admin/orders/${order.id}`)
  await expect(desk.getByTestId('order-unpaid')).toContainText(
    'Die Zahlung ist noch nicht eingegangen (Vorkasse)',
  )
  const override = desk.getByTestId('production-override')
  await override.getByText('Ohne Zahlungseingang in Produktion geben').first().click()
  await override.getByLabel('Ich gebe die Produktion vor Zahlungseingang frei.').check()
  await override
    .getByLabel('Begründung (steht im Verlauf)')
    .fill('Messe am Montag, Zahlung zugesagt')
  await override.getByRole('button', { name: 'Ohne Zahlungseingang in Produktion geben' }).click()
  await expect(desk.getByTestId('order-work-state')).toHaveText('in Produktion')
  await expect(desk.getByTestId('order-overridden')).toContainText(
    'Messe am Montag, Zahlung zugesagt',
  )
  await expect(desk.getByTestId('order-overridden')).toContainText('E2E owner')
  await expectAccessible(desk, 'admin order, production before the payment')
  await owner.close()
})
