import { randomBytes } from 'node:crypto'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { CONSENT_COOKIE, noConsent, serializeConsent } from '#core/consent/consent.ts'
import { choosePaymentMethod, open } from './helpers.ts'
import { addToCart, findProduct, logIn, registerCustomer, saveShipping } from './orders.ts'
import { logInAsStaff } from './staff.ts'

// CONT-3, FORM-5, CONSENT-7: the content team creates a popup without ticking "Eingeschaltet",
// switches it on and off again; a switched-on popup greets a visitor on the shop's pages but
// never covers the checkout (the payment step and its "Jetzt bestellen" included), the profile
// or the back office. The plain `test`: no cookie says the popup was seen. Each test makes its
// own popup (the newest switched-on popup is the one shown) and deletes it.

const run = randomBytes(3).toString('hex')

/** A new popup through the back office's form; answers its edit page's address. */
async function createPopup(admin: Page, title: string, on: boolean): Promise<string> {
  await open(admin, '/admin/popups')
  const form = admin.getByTestId('popup-form')
  await form.getByLabel('Titel (Deutsch)').fill(title)
  await form.getByLabel('Titel (Englisch)').fill(`${title} (en)`)
  for (const [index, lang] of ['Deutsch', 'Englisch'].entries()) {
    await form.getByRole('textbox', { name: `Text (${lang}, HTML)` }).fill(`Aktion ${index + 1}`)
  }
  if (on) await form.getByRole('checkbox', { name: 'Eingeschaltet' }).check()
  await form.getByRole('button', { name: 'Popup anlegen' }).click()
  await expect(admin.getByTestId('popup-answer')).toHaveText(`Das Popup „${title}“ wurde angelegt.`)
  return admin.url().replace(/\?.*$/, '')
}

async function deletePopup(admin: Page, url: string) {
  await open(admin, url)
  await admin.getByRole('button', { name: 'Popup löschen' }).click()
  await expect(admin).toHaveURL(/\/admin\/popups$/)
}

/** A visitor who has answered the consent banner and not closed any popup. */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([
    { name: CONSENT_COOKIE, value: serializeConsent(noConsent), url: baseURL },
  ])
  return context
}

test('a popup is created switched off, then switched on and off again', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Schalter ${run}`
  await logInAsStaff(page, 'content')
  const url = await createPopup(page, title, false)
  try {
    await expect(page.getByText('Stand: aus')).toBeVisible()
    const form = page.getByTestId('popup-form')
    const box = form.getByRole('checkbox', { name: 'Eingeschaltet' })
    await expect(box).not.toBeChecked()

    await box.check()
    await form.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByTestId('popup-answer')).toHaveText('Das Popup wurde gespeichert.')
    const guest = await visitor(browser, baseURL!)
    const shop = await guest.newPage()
    await open(shop, '/')
    await expect(shop.getByTestId('site-popup').getByRole('heading')).toHaveText(title)

    // Unticked, the box sends nothing: the popup is off, no error.
    await form.getByRole('checkbox', { name: 'Eingeschaltet' }).uncheck()
    await form.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByTestId('popup-answer')).toHaveText('Das Popup wurde gespeichert.')
    await expect(page.getByText('Stand: aus')).toBeVisible()
    await expect(form.getByRole('checkbox', { name: 'Eingeschaltet' })).not.toBeChecked()
    // (The demo's own popup may greet the visitor instead: only this one is off.)
    const later = await guest.newPage()
    await open(later, '/en')
    await later.waitForTimeout(500)
    await expect(later.getByText(`${title} (en)`)).toHaveCount(0)
    await guest.close()
  } finally {
    await deletePopup(page, url)
  }
})

test('a switched-on popup never covers the checkout, the profile or the back office', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const staff = await browser.newContext({ baseURL: baseURL! })
  const admin = await staff.newPage()
  await logInAsStaff(admin, 'content')
  const title = `Überall ${run}`
  const url = await createPopup(admin, title, true)
  try {
    await expect(admin.getByTestId('site-popup')).toHaveCount(0)
    const api = await registerCustomer(request, `popup.places.${run}`)
    const product = await findProduct(request, 'roll-up-standard')
    const line = await addToCart(api, product.id, 1)
    await saveShipping(api, [line.id])
    await logIn(context, api, baseURL!)

    for (const path of ['/cart', '/shipping', '/profile', '/profile/orders', '/en/payment']) {
      await open(page, path)
      // The popup's code loads after hydration: give it the time it takes on the home page.
      await page.waitForTimeout(500)
      await expect(page.getByTestId('site-popup'), path).toHaveCount(0)
    }
    // The payment step can be completed without closing anything.
    await open(page, '/payment')
    await choosePaymentMethod(page, /^Kauf auf Rechnung/)
    await page.getByTestId('accept-terms').check()
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    await page
      .getByTestId('confirm-order')
      .getByRole('button', { name: 'Jetzt bestellen' })
      .click({ timeout: 5_000 })
    await expect(page).toHaveURL(/\/Thankyou/, { timeout: 20_000 })
    await page.waitForTimeout(500)
    await expect(page.getByTestId('site-popup')).toHaveCount(0)

    // The same visitor meets it on the shop's own pages.
    await open(page, '/')
    await expect(page.getByTestId('site-popup').getByRole('heading')).toHaveText(title)
  } finally {
    await deletePopup(admin, url)
    await staff.close()
  }
})
