import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { choosePaymentMethod, open } from './helpers.ts'
import { findProduct } from './orders.ts'

// CHK-1 to CHK-15 end to end: a guest fills the cart, registers in the checkout, adds a second
// address, ships one product to each of two addresses and pays with each of the four methods in
// turn (test mode); every order shows up with the total the payment step showed.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function addToCart(page: Page, path: string) {
  await open(page, path)
  await page.getByTestId('add-to-cart').click()
  const dialog = page.getByTestId('cart-dialog')
  await expect(dialog.getByTestId('cart-gross')).toBeVisible()
  await dialog.getByRole('button', { name: 'Weiter einkaufen' }).click()
}

async function addAddress(page: Page, street: string, city: string) {
  const dialog = page.getByTestId('address-dialog')
  await expect(dialog).toBeVisible()
  // The country list comes with the page: Germany is chosen the moment the dialog opens, so a
  // quick save never finds the country empty (read once, without waiting for a fetch).
  expect(await dialog.getByRole('combobox', { name: 'Land' }).inputValue()).toBe('18')
  await dialog.getByRole('textbox', { name: 'Firma' }).fill('Nordwind Messebau')
  await dialog.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Jördis')
  await dialog.getByRole('textbox', { name: 'Nachname', exact: true }).fill('van Dijk')
  await dialog.getByRole('textbox', { name: 'Straße und Hausnummer', exact: true }).fill(street)
  await dialog.getByRole('textbox', { name: 'PLZ', exact: true }).fill('20457')
  await dialog.getByRole('textbox', { name: 'Ort', exact: true }).fill(city)
  await dialog.getByRole('button', { name: 'Speichern' }).click()
  await expect(dialog).toBeHidden()
}

/** The shipping step in several-addresses mode: line 1 to the first address, line 2 to the second. */
async function shipToTwoAddresses(page: Page, first: string, second: string) {
  // Neither address is the default billing address: the select starts at 'Adresse wählen'.
  await page.getByTestId('billing-address').selectOption({ label: first })
  await page.getByLabel('An mehrere Lieferadressen liefern').check()
  await page.getByTestId('add-shipment').click()
  const shipments = page.getByTestId('shipment')
  await expect(shipments).toHaveCount(2)
  await shipments.nth(0).getByTestId('shipment-address').selectOption({ label: first })
  await shipments.nth(1).getByTestId('shipment-address').selectOption({ label: second })
  await expect(shipments.nth(1).getByTestId('shipment-address')).not.toHaveValue('-1')
  await shipments.nth(0).getByTestId('line-shipment').nth(1).selectOption('1')
  await expect(shipments.nth(0).getByTestId('shipment-line')).toHaveCount(1)
  await expect(shipments.nth(1).getByTestId('shipment-line')).toHaveCount(1)
  for (const index of [0, 1]) {
    const postMethod = shipments.nth(index).getByTestId('post-method')
    await expect(postMethod).toBeEnabled()
    await postMethod.selectOption({ index: 1 })
  }
  await page.getByTestId('to-payment').click()
  await expect(page).toHaveURL(/\/payment$/)
}

/** Chooses the method, accepts the terms and orders; answers the total the step showed. */
async function placeOrder(page: Page, method: string): Promise<string> {
  await choosePaymentMethod(page, new RegExp(`^${method}`))
  // The method's price (2 % Skonto for Vorkasse) lands a render after the preview's answer: read
  // the total once it has held for half a second (CI read it a moment early, 2 % too high).
  const shown = page.getByTestId('totals-total')
  let last: string | null = null
  await expect
    .poll(
      async () => {
        const now = await shown.textContent()
        const held = now === last
        last = now
        return held
      },
      { intervals: [500] },
    )
    .toBe(true)
  const total = (await shown.textContent())!
  await page.getByTestId('accept-terms').check()
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
  const confirm = page.getByTestId('confirm-order')
  await expect(confirm.getByTestId('confirm-total')).toHaveText(total)
  await confirm.getByRole('button', { name: 'Jetzt bestellen' }).click()
  return total
}

test('a guest registers in the checkout, ships to two addresses and pays four ways', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000)
  const classic = (await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')).path
  const basic = (await findProduct(request, 'roll-up-displays', 'Roll-Up Basic')).path
  const email = `checkout.${run}@example.com`

  await open(page, '/')
  await page.getByRole('button', { name: 'Alle ablehnen' }).click()
  await addToCart(page, classic)
  await addToCart(page, basic)

  // Cart → registration in the checkout (the login page's 'Neuer Kunde').
  await open(page, '/cart')
  await page.getByTestId('to-checkout').click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('tab', { name: 'Neuer Kunde' }).click()
  const form = page.getByTestId('register-form')
  await form.getByRole('textbox', { name: 'Firma', exact: true }).fill('Nordwind Messebau')
  await form.getByRole('combobox', { name: 'Anrede', exact: true }).selectOption('female')
  await form.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Jördis')
  await form.getByRole('textbox', { name: 'Nachname', exact: true }).fill('van Dijk')
  await form.getByRole('textbox', { name: 'Straße und Hausnummer', exact: true }).fill('Hafen 5')
  await form.getByRole('textbox', { name: 'PLZ', exact: true }).fill('20457')
  await form.getByRole('textbox', { name: 'Ort', exact: true }).fill('Hamburg')
  await form.getByRole('textbox', { name: 'Telefon', exact: true }).fill(`+49 40 ${run}`)
  await form.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email)
  await form.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Sicher1234')
  await form.getByRole('textbox', { name: 'Passwort bestätigen', exact: true }).fill('Sicher1234')
  await form.getByRole('button', { name: 'Registrieren' }).click()
  await expect(page.getByTestId('register-thanks')).toBeVisible()
  // The login page is the checkout's step 2, and registering there goes on to the checkout.
  await expect(page.locator('[aria-current="step"]')).toContainText('Anmeldung')
  await page.getByRole('link', { name: 'Weiter zur Kasse' }).click()
  await expect(page).toHaveURL(/\/shipping$/)

  // Shipping: the registration's address is the default billing address. Deleting it (through
  // the delete confirmation) leaves none, so the prompt; then two addresses.
  await expect(page.getByTestId('billing-address')).toContainText('Hafen 5')
  await page.getByRole('button', { name: 'Löschen', exact: true }).first().click()
  const confirmDelete = page.getByRole('dialog', { name: 'Adresse löschen?' })
  await confirmDelete.getByRole('button', { name: 'Löschen', exact: true }).click()
  await expect(page.getByTestId('no-address')).toContainText(
    'Bitte geben Sie Ihre Rechnungsadresse ein',
  )
  await page.getByRole('button', { name: 'Adresse hinzufügen' }).click()
  await addAddress(page, 'Hafenstraße 5', 'Hamburg')
  const billing = page.getByTestId('billing-address')
  await expect(billing).toContainText('Hafenstraße 5')
  await page.getByRole('button', { name: '+ Adresse hinzufügen' }).first().click()
  await addAddress(page, 'Messeweg 9', 'Hamburg')
  // The address list is reloaded after a save: read the options once both are there.
  await expect(billing.locator('option', { hasText: 'Messeweg 9' })).toHaveCount(1)
  await expect(billing.locator('option', { hasText: 'Hafenstraße 5' })).toHaveCount(1)
  const labels = await billing.locator('option').allTextContents()
  const first = labels.find((label) => label.includes('Hafenstraße 5'))!
  const second = labels.find((label) => label.includes('Messeweg 9'))!

  const totals: { method: string; total: string; number: string }[] = []
  const methods = ['Vorkasse', 'Kauf auf Rechnung', 'Kreditkarte', 'PayPal']
  for (const [index, method] of methods.entries()) {
    if (index > 0) {
      // Each new order needs a refilled cart.
      await addToCart(page, classic)
      await addToCart(page, basic)
      await open(page, '/shipping')
    }
    await shipToTwoAddresses(page, first, second)
    await expect(page.getByTestId('method-hint-prepayment')).toContainText('2 % Skonto')
    const total = await placeOrder(page, method)
    if (method === 'Kreditkarte' || method === 'PayPal') {
      await expect(page).toHaveURL(/\/checkout\/test-payment/)
      await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click()
      await expect(page).toHaveURL(/\/payment\/checkout\/order\/success/)
      await expect(
        page.getByText('Herzlichen Glückwunsch, die Transaktion wurde erfolgreich genehmigt.'),
      ).toBeVisible()
      const order = new URL(page.url()).searchParams.get('order')!
      await open(page, `/overview?order=${order}`)
    } else {
      await expect(page).toHaveURL(/\/Thankyou\?order=\d+$/)
      await expect(page.getByTestId('thank-you-total')).toHaveText(total)
      if (method === 'Vorkasse') {
        // The bank details right on the thank-you page, with reference and amount.
        const transfer = page.getByTestId('bank-transfer')
        await expect(transfer).toContainText('DE00 0000 0000 0000 0000 00')
        await expect(transfer).toContainText('DEMODEXXXXX')
        await expect(transfer.getByTestId('bank-amount')).toHaveText(total)
        const number = (await page.getByTestId('thank-you-number').textContent())!.replace(
          /\D/g,
          '',
        )
        await expect(transfer.getByTestId('bank-reference')).toHaveText(number)
      } else {
        await expect(page.getByTestId('bank-transfer')).toHaveCount(0)
      }
      expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBeNull()
      await page.getByTestId('to-overview').click()
    }
    await expect(page.getByTestId('order-total')).toHaveText(total)
    await expect(page.getByTestId('order-package')).toHaveCount(2)
    if (method === 'Vorkasse') {
      await expect(page.getByTestId('bank-transfer')).toContainText('DE00 0000 0000 0000 0000 00')
    }
    const number = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '')
    totals.push({ method, total, number })
  }

  // Every order is in the profile with the total the payment step showed.
  await open(page, '/profile/orders')
  for (const order of totals) {
    const row = page.getByRole('row').filter({ hasText: order.number })
    await expect(row).toContainText(order.total)
  }
})

test('the checkout steps are guarded', async ({ page }) => {
  // ROUTE-7 (guard 'auth'): anonymous visitors go to the localized home page.
  for (const path of ['/shipping', '/payment', '/overview?order=1', '/en/payment']) {
    await page.goto(path)
    await expect(page).toHaveURL(path.startsWith('/en') ? /\/en$/ : /\/$/)
  }
})
