import type { Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder, readMailText } from './helpers.ts'

// EDIT-1..EDIT-5 end to end (decision 0046): a customer calls, sales staff change the order
// before production on the edit page — at a desk and on a phone, in both languages, and once
// without JavaScript — and the customer gets a mail of the change.

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'))

async function noSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.view)
}

test('a customer calls: sales change the quantity, the post method, add and remove a line, the delivery address', async ({
  request,
  staff,
}) => {
  test.setTimeout(180_000)
  const tag = `edit.desk.${Date.now().toString(36)}`
  const order = await placeOrder(request, { tag })
  const context = await staff.context('sales')
  const page = await context.newPage()
  await page.goto(`/en/admin/orders/${order.id}`)
  await page.getByRole('link', { name: 'Edit order' }).click()
  await expect(page.getByRole('heading', { name: `Edit order ${order.number}` })).toBeVisible()
  await expectAccessible(page, 'admin order edit')
  const total = page.getByTestId('edit-total')
  const answer = page.getByTestId('edit-answer')
  const before = euros(await total.textContent())

  // One more roll-up, at today's price.
  await page.getByLabel(`Quantity of ${order.title}`).fill('3')
  await page.getByRole('button', { name: 'Change quantity' }).click()
  await expect(answer).toContainText(`Saved. Quantity of “${order.title}”: 2 → 3.`)
  await expect.poll(async () => euros(await total.textContent())).toBeGreaterThan(before)

  // The freight forwarder instead of the parcel.
  await page.getByLabel('Post method of package 1').selectOption('spedition')
  await page.getByRole('button', { name: 'Change post method' }).click()
  await expect(answer).toContainText('Post method of package 1:')
  // The order keeps its post method's name in its own language (German here).
  await expect(answer).toContainText('→ Spedition.')

  // A second product, found by its name and added at today's price; then taken out again.
  // The page may still be taking in the post method's answer (it draws the form anew): search
  // again until the typed words reach the address.
  await expect(async () => {
    await page.getByTestId('edit-add-line').getByRole('searchbox', { name: 'Product' }).fill('roll')
    await page.getByRole('button', { name: 'Find' }).click()
    await page.waitForURL(/[?&]q=roll/, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  const found = page.getByTestId('edit-found').getByRole('link').first()
  const title = (await found.textContent())!.trim()
  await found.click()
  await expect(page.getByTestId('edit-add-form')).toContainText(`Configuration of ${title}`)
  await expectAccessible(page, 'admin order edit, adding a line')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-order-edit.png`,
      fullPage: true,
    })
  }
  await page.getByTestId('edit-add-form').getByLabel('Quantity').fill('1')
  await page.getByRole('button', { name: 'Add at today’s price' }).click()
  // The line keeps its title in the order's language, as the checkout stored the others.
  await expect(answer).toContainText(/“.+” \(1 pcs\.\) added to package 1\./)
  await expect(page.getByTestId('edit-line')).toHaveCount(2)
  // Its title is the order's language's (German here); the new line is the last.
  await page
    .getByRole('button', { name: /^Remove .+ from the order$/ })
    .last()
    .click()
  await expect(answer).toContainText('removed.')
  await expect(page.getByTestId('edit-line')).toHaveCount(1)

  // The exhibition moved: the delivery goes to Kiel.
  await page.getByText('Delivery address of package 1').click()
  const shipping = page.getByTestId('edit-shipping-1')
  await shipping.getByLabel('City').fill('Kiel')
  await shipping.getByLabel('Postcode').fill('24103')
  await shipping.getByRole('button', { name: 'Save address' }).click()
  await expect(answer).toContainText('Delivery address of package 1 changed:')
  await expect(answer).toContainText('24103 Kiel')

  // The order page's timeline has each change; the customer got a mail (the order is German).
  await page.getByRole('link', { name: 'Back to the order' }).click()
  await expect(page.getByTestId('order-timeline')).toContainText('Order edited: Quantity of')
  await expect(page.getByTestId('order-timeline')).toContainText('24103 Kiel')
  expect(await readMailText(`${tag}@example.com`, 'Lieferadresse von Paket 1')).toContain(
    'wie mit Ihnen besprochen',
  )
  await context.close()
})

test('on a phone in German: the billing address changed, no page wider than the screen', async ({
  request,
  staff,
}) => {
  test.setTimeout(120_000)
  const order = await placeOrder(request, { tag: `edit.phone.${Date.now().toString(36)}` })
  const context = await staff.context('sales', { viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`/admin/orders/${order.id}`)
  await page.getByRole('link', { name: 'Bestellung bearbeiten' }).click()
  await expect(
    page.getByRole('heading', { name: `Bestellung ${order.number} bearbeiten` }),
  ).toBeVisible()
  await noSideScroll(page)
  await expectAccessible(page, 'admin order edit on a phone')
  await page.getByText('Rechnungsadresse').click()
  const billing = page.getByTestId('edit-billing')
  await billing.getByLabel('Firma').fill('Hafenmesse GmbH')
  // A bad postcode is answered at its field, in German.
  await billing.getByLabel('PLZ').fill('123')
  await billing.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(billing.getByTestId('field-error')).toHaveText('Die PLZ muss 5 Ziffern haben.')
  await billing.getByLabel('PLZ').fill('24103')
  await billing.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByTestId('edit-answer')).toContainText(
    'Gespeichert. Rechnungsadresse geändert: Hafenmesse GmbH',
  )
  await noSideScroll(page)
  await expectAccessible(page, 'admin order edit on a phone, saved')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-order-edit-phone.png` })
  }
  await context.close()
})

test('without JavaScript a quantity is changed; after cancelling, the order is no longer edited', async ({
  request,
  staff,
}) => {
  test.setTimeout(120_000)
  const order = await placeOrder(request, { tag: `edit.plain.${Date.now().toString(36)}` })
  const context = await staff.context('sales', { javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/en/admin/orders/${order.id}/edit`)
  await page.getByLabel(`Quantity of ${order.title}`).fill('1')
  await page.getByRole('button', { name: 'Change quantity' }).click()
  await expect(page.getByTestId('edit-answer')).toContainText(
    `Saved. Quantity of “${order.title}”: 2 → 1.`,
  )
  await expect(page.getByLabel(`Quantity of ${order.title}`)).toHaveValue('1')
  // A postcode that does not fit the country is refused at its field.
  await page.getByText('Billing address').click()
  const billing = page.getByTestId('edit-billing')
  await billing.getByLabel('Postcode').fill('1')
  await billing.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByTestId('edit-billing').getByTestId('field-error')).toHaveText(
    'The postcode must have 5 digits.',
  )

  await page.goto(`/en/admin/orders/${order.id}`)
  const cancel = page.getByTestId('cancel-order')
  await cancel.locator('summary').click()
  await cancel.getByRole('button').click()
  await expect(page.getByTestId('order-work-state')).toHaveText('cancelled')
  await expect(page.getByRole('link', { name: 'Edit order' })).toHaveCount(0)
  await page.goto(`/en/admin/orders/${order.id}/edit`)
  await expect(page.getByTestId('edit-refused')).toContainText(
    'This order can no longer be edited: it is “cancelled”.',
  )
  await context.close()
})
