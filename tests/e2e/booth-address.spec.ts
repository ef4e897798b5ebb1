import type { Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { logIn, registerCustomer } from './orders.ts'

// FAIR-ADDR-1..FAIR-ADDR-3: a customer adds a booth address in the profile — in German with
// JavaScript (choosing the fair fills in its venue at once), in English without it (the server
// fills it in), on a phone — and a refused window is answered at its field. axe clean.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

type Words = {
  add: string
  first: string
  last: string
  street: string
  legend: string
  fair: string
  fairName: string
  hall: string
  save: string
  boothLine: string
}
const de: Words = {
  add: 'Adresse hinzufügen',
  first: 'Vorname',
  last: 'Nachname',
  street: 'Straße und Hausnummer',
  legend: 'Lieferung an den Messestand',
  fair: 'Messe',
  fairName: 'Messe Nordwest Bielefeld',
  hall: 'Halle',
  save: 'Speichern',
  boothLine: 'Halle 3, Stand B12',
}
const en: Words = {
  add: 'Add address',
  first: 'First name',
  last: 'Last name',
  street: 'Street and number',
  legend: 'Deliver to a trade-fair booth',
  fair: 'Trade fair',
  fairName: 'North-West Trade Fair Bielefeld',
  hall: 'Hall',
  save: 'Save',
  boothLine: 'Hall 3, booth B12',
}

/** Opens the new-address form and fills a booth address; the street is left to the fair. */
async function fillBooth(page: Page, words: Words, window: [string, string]) {
  await page.getByRole('link', { name: words.add }).click()
  const form = page.getByTestId('address-form')
  await form.getByRole('textbox', { name: words.first, exact: true }).fill('Jördis')
  await form.getByRole('textbox', { name: words.last, exact: true }).fill('Hansen')
  await form.getByText(words.legend).click()
  // The booth fields by their test ids: their labels carry "*" or "(optional)".
  const fair = form.getByTestId('booth-fair')
  const label = await fair.locator('option', { hasText: words.fairName }).first().textContent()
  await fair.selectOption({ label: label! })
  await expect(fair).toHaveAccessibleName(new RegExp(`^${words.fair}`))
  await expect(form.getByTestId('booth-hall')).toHaveAccessibleName(new RegExp(`^${words.hall}`))
  await form.getByTestId('booth-hall').fill('3')
  await form.getByTestId('booth-booth').fill('B12')
  await form.getByTestId('booth-onsite_contact').fill('Lukas Huber')
  await form.getByTestId('booth-onsite_mobile').fill('+49 170 1234567')
  await form.getByTestId('booth-deliver_from').fill(window[0])
  await form.getByTestId('booth-deliver_to').fill(window[1])
  return form
}

test.describe('a booth address in the profile', () => {
  test('in German with JavaScript: the venue is filled in, a bad window refused, axe clean', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const api = await registerCustomer(request, `booth.de.${run}`)
    await logIn(context, api, baseURL!)
    await page.goto('/profile/addresses')
    const form = await fillBooth(page, de, ['06:00', '12:00'])
    // Choosing the fair filled in its venue at once.
    await expect(form.getByRole('textbox', { name: de.street, exact: true })).toHaveValue(
      'Ausstellungsweg 12',
    )
    await expectAccessible(page, 'the booth address form (de)')
    await form.getByRole('button', { name: de.save }).click()
    await expect(page.getByTestId('address-form').getByTestId('field-error')).toContainText(
      'zwischen 08:00 und 18:00',
    )
    await page.getByTestId('address-form').getByTestId('booth-deliver_from').fill('09:00')
    await page.getByTestId('address-form').getByRole('button', { name: de.save }).click()
    const list = page.getByTestId('address-list')
    await expect(list).toContainText(de.boothLine)
    await expect(list).toContainText(`Messe: ${de.fairName}`)
    await expect(list).toContainText('Vor Ort: Lukas Huber, +49 170 1234567')
    await expect(list).toContainText('09:00–12:00 Uhr')
    await expectAccessible(page, 'the address book with a booth address (de)')
    await page.goto('/en/profile/addresses')
    await expect(page.getByTestId('address-list')).toContainText(en.boothLine)
    await page
      .getByTestId('address-list')
      .getByRole('listitem')
      .filter({ hasText: en.boothLine })
      .getByRole('link', { name: 'Edit' })
      .click()
    await expect(page.getByTestId('booth-hall')).toHaveValue('3')
    await expectAccessible(page, 'the booth address being edited (en)')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('in English: the server fills in the venue and keeps the booth', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const api = await registerCustomer(request, `booth.en.${run}`)
      await logIn(context, api, baseURL!)
      await page.goto('/en/profile/addresses')
      const form = await fillBooth(page, en, ['08:00', '10:00'])
      await expect(form.getByRole('textbox', { name: en.street, exact: true })).toHaveValue('')
      await form.getByRole('button', { name: en.save }).click()
      const list = page.getByTestId('address-list')
      await expect(list).toContainText('Ausstellungsweg 12')
      await expect(list).toContainText('33609 Bielefeld')
      await expect(list).toContainText(en.boothLine)
      await expect(list).toContainText('On site: Lukas Huber, +49 170 1234567')
      // axe needs JavaScript in the page: the English pages are checked in the test above.
    })
  })

  test('on a phone, axe clean @phone', async ({ page, context, request, baseURL }) => {
    const api = await registerCustomer(request, `booth.phone.${run}`)
    await logIn(context, api, baseURL!)
    await page.goto('/profile/addresses')
    const form = await fillBooth(page, de, ['08:00', '12:00'])
    await expectAccessible(page, 'the booth address form on a phone')
    await form.getByRole('button', { name: de.save }).click()
    await expect(page.getByTestId('address-list')).toContainText(de.boothLine)
    await expectAccessible(page, 'the address book with a booth address on a phone')
  })
})
