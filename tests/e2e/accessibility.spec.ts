import type { Page } from '@playwright/test'
import { CONSENT_COOKIE } from '#core/consent/consent.ts'
import { expect, test } from './fixtures.ts'
import { expectAccessible } from './axe.ts'
import { open } from './helpers.ts'
import {
  addToCart,
  checkoutThroughApi,
  findProduct,
  logIn,
  registerCustomerFromElsewhere,
  saveShipping,
} from './orders.ts'

// Every kind of page, in both languages, is checked with axe against WCAG 2.1 A/AA and axe's
// best practices (landmarks, heading order, …). Any violation fails the test with the rule, its
// impact, the elements and axe's help, so the fix can start from the test's output.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
/** The other-language twin of the open page, from its hreflang link. */
async function twin(page: Page, locale: 'de' | 'en') {
  const href = await page.locator(`link[rel=alternate][hreflang=${locale}]`).getAttribute('href')
  return new URL(href!).pathname
}

/** Opens a page and answers it, for `twin`. */
async function openAt(page: Page, path: string) {
  await open(page, path)
  return page
}

/** German path and its English twin of a page found through the German shop. */
async function bothLanguages(page: Page, path: string) {
  await open(page, path)
  return { de: path, en: await twin(page, 'en') }
}

async function declineCookies(page: Page) {
  await page
    .getByTestId('consent-banner')
    .getByRole('button', { name: /ablehnen|reject/i })
    .click()
}

test.describe('accessibility (axe)', () => {
  // axe needs a few seconds per page state on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('the home page with the consent banner, in both languages', async ({
    page,
    context,
    baseURL,
  }) => {
    for (const path of ['/', '/en']) {
      // A first visit: the consent banner is open (the demo popup stays closed, see fixtures).
      await context.clearCookies({ name: CONSENT_COOKIE })
      await context.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
      await open(page, path)
      await expect(page.getByTestId('consent-banner')).toBeVisible()
      await expectAccessible(page, `home with consent banner ${path}`)
      await declineCookies(page)
      await expectAccessible(page, `home ${path}`)
    }
  })

  test('catalogue pages, search, empty cart, CMS and 404 in both languages', async ({
    page,
    request,
  }) => {
    // Sixteen pages with axe each: generous, so a busy machine does not fail it.
    test.setTimeout(180_000)
    await open(page, '/')
    await declineCookies(page)
    const product = (await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')).path
    const pages = {
      category: await bothLanguages(page, '/roll-up-displays'),
      subcategory: await bothLanguages(page, '/roll-up-displays/roll-up-standard'),
      product: await bothLanguages(page, product),
      configurator: await bothLanguages(
        page,
        '/messewaende/gerade-messewaende/textil-messewand-gerade',
      ),
      search: { de: '/search?q=roll', en: '/en/search?q=roll' },
      cart: { de: '/cart', en: '/en/cart' },
      cms: { de: '/pages/versand-und-lieferung', en: '/en/pages/shipping-and-delivery' },
      notFound: { de: '/gibt-es-nicht/auch-nicht/nein', en: '/en/does-not/exist/at-all' },
    }
    for (const [state, paths] of Object.entries(pages)) {
      for (const path of [paths.de, paths.en]) {
        await open(page, path)
        await expectAccessible(page, `${state} ${path}`)
      }
    }
  })

  test('the configurator dialog of a type-2 product', async ({ page }) => {
    await open(page, '/messewaende/gerade-messewaende/textil-messewand-gerade')
    await declineCookies(page)
    await page.getByTestId('open-configurator').click()
    await expect(page.getByTestId('configurator-dialog')).toBeVisible()
    await expectAccessible(page, 'configurator dialog')
  })

  test('the open category dropdown in both languages', async ({ page }) => {
    for (const path of ['/', '/en']) {
      await open(page, path)
      if (path === '/') await declineCookies(page)
      await page.getByTestId('category-trigger-roll-up-displays').hover()
      const panel = page.getByTestId('category-panel-roll-up-displays')
      await expect(panel.getByRole('link').nth(1)).toBeVisible()
      await expectAccessible(page, `category dropdown ${path}`)
    }
  })

  test('login, registration (empty and with errors) and forgot password in both languages', async ({
    page,
  }) => {
    for (const locale of ['de', 'en'] as const) {
      const de = locale === 'de'
      await open(page, de ? '/login' : '/en/login')
      if (de) await declineCookies(page)
      await expectAccessible(page, `login ${locale}`)

      await page.getByRole('tab', { name: de ? 'Neuer Kunde' : 'New customer' }).click()
      const form = page.getByTestId('register-form')
      await expect(form).toBeVisible()
      await expectAccessible(page, `registration ${locale}`)
      await form.getByRole('button', { name: de ? 'Registrieren' : 'Register' }).click()
      await expect(form.getByTestId('field-error').first()).toBeVisible()
      await expectAccessible(page, `registration with errors ${locale}`)

      await page.getByRole('tab', { name: de ? 'Anmeldung' : 'Log in' }).click()
      await page.getByRole('link', { name: de ? 'Passwort vergessen?' : /forgot/i }).click()
      await expect(page.getByTestId('forgot-form')).toBeVisible()
      await expectAccessible(page, `forgot password ${locale}`)
    }
  })

  test('profile pages, cart with a line, shipping and payment steps in both languages', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const api = await registerCustomerFromElsewhere(request, baseURL!, `a11y.${run}`)
    // One order for the order list, then a fresh cart line for the checkout steps.
    await checkoutThroughApi(request, api, 'invoice')
    const product = await findProduct(request, 'roll-up-standard')
    const line = await addToCart(api, product.id)
    await saveShipping(api, [line.id])
    await logIn(context, api, baseURL!)

    for (const prefix of ['', '/en']) {
      for (const path of [
        '/profile',
        '/profile/settings',
        '/profile/change-password',
        '/profile/addresses',
        '/profile/subscription',
        '/profile/orders',
        '/cart',
        '/shipping',
        '/payment',
      ]) {
        await open(page, `${prefix}${path}`)
        await expect(page.locator('h1')).toBeVisible()
        await expectAccessible(page, `${prefix}${path} logged in`)
      }
      // The payment step sent without the terms: the error summary.
      await page.getByTestId('place-order').click()
      await expect(page.getByTestId('payment-alert')).toBeVisible()
      await expectAccessible(page, `${prefix}/payment with errors`)
    }
  })

  test('the payment step for Switzerland, whose totals carry a VAT note', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const api = await registerCustomerFromElsewhere(request, baseURL!, `a11y.ch.${run}`)
    const product = await findProduct(request, 'roll-up-standard')
    const line = await addToCart(api, product.id)
    const address = await api.call<{ id: number }>('POST', '/user/site/cart/addresses/add', {
      company: 'Messebau Zürich AG',
      gender: 'male',
      first_name: 'Urs',
      last_name: 'Meier',
      address: 'Seestrasse 1',
      postcode: '8001',
      city: 'Zürich',
      country_id: 9,
      phone: '+41 44 123',
    })
    await api.call('PUT', '/user/site/cart/checkout/shipping', {
      billingAddressId: address.id,
      mode: 'same',
      shippings: [{ addressId: address.id, postMethod: 'dhl-standard', cartItemIds: [line.id] }],
    })
    await logIn(context, api, baseURL!)
    for (const path of ['/payment', '/en/payment']) {
      await open(page, path)
      await expect(page.getByTestId('totals-service-fee')).toBeVisible()
      await expect(page.getByText(/keine deutsche Umsatzsteuer|No German VAT/)).toBeVisible()
      await expectAccessible(page, `${path} Switzerland`)
    }
  })

  test('the consent settings, the cart dialog and the login dialog in both languages', async ({
    page,
    context,
    request,
  }) => {
    const product = (await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')).path
    for (const locale of ['de', 'en'] as const) {
      const de = locale === 'de'
      await context.clearCookies({ name: CONSENT_COOKIE })
      await open(page, de ? '/' : '/en')
      await page
        .getByTestId('consent-banner')
        .getByRole('button', { name: de ? 'Einstellungen' : 'Settings' })
        .click()
      await expect(page.getByTestId('consent-settings')).toBeVisible()
      await expectAccessible(page, `consent settings ${locale}`)
      await page.keyboard.press('Escape')
      await declineCookies(page)

      await open(page, de ? product : await twin(await openAt(page, product), 'en'))
      await page.getByTestId('add-to-cart').click()
      await expect(page.getByTestId('cart-dialog').getByTestId('cart-gross')).toBeVisible()
      await expectAccessible(page, `cart dialog ${locale}`)
      await page.keyboard.press('Escape')

      await page.getByTestId('header-login').click()
      await expect(page.getByTestId('login-dialog')).toBeVisible()
      await expectAccessible(page, `login dialog ${locale}`)
      await page.keyboard.press('Escape')
    }
  })

  test('after the order: overview, thank-you, invoice, order dialog, bookmarks, address and confirm dialogs, test payment and its result pages', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const api = await registerCustomerFromElsewhere(request, baseURL!, `a11y.after.${run}`)
    const { order } = await checkoutThroughApi(request, api, 'invoice')
    // A cart line with the shipping step saved: the confirm dialog on the payment step.
    const product = await findProduct(request, 'roll-up-standard')
    await api.call('GET', `/user/site/bookmark/add/${product.id}`)
    const line = await addToCart(api, product.id)
    await saveShipping(api, [line.id])
    await logIn(context, api, baseURL!)

    for (const prefix of ['', '/en']) {
      for (const path of [
        `/overview?order=${order.id}`,
        `/Thankyou?order=${order.id}`,
        `/print_invoice/${order.id}`,
        '/print_cart',
        '/bookmarks',
      ]) {
        await open(page, `${prefix}${path}`)
        await expect(page.locator('h1')).toBeVisible()
        await expectAccessible(page, `${prefix}${path}`)
      }

      await open(page, `${prefix}/profile/orders`)
      await page.getByTestId('order-details-button').first().click()
      await expect(page.getByTestId('order-dialog')).toBeVisible()
      await expectAccessible(page, `${prefix}/profile/orders with the order dialog`)
      await page.keyboard.press('Escape')

      await page.getByTestId('header-bookmarks').click()
      await expect(page.getByTestId('bookmarks-dialog')).toBeVisible()
      await expectAccessible(page, `${prefix} bookmarks dialog`)
      await page.keyboard.press('Escape')

      await open(page, `${prefix}/shipping`)
      await page
        .getByRole('button', { name: /^\+ (Adresse hinzufügen|Add address)$/ })
        .first()
        .click()
      await expect(page.getByTestId('address-dialog')).toBeVisible()
      await expectAccessible(page, `${prefix}/shipping address dialog`)
      await page.keyboard.press('Escape')

      await open(page, `${prefix}/payment`)
      await page.getByRole('radio', { name: /^(Kauf auf Rechnung|Purchase on invoice)/ }).check()
      await page.getByTestId('accept-terms').check()
      await page.getByTestId('place-order').click()
      await expect(page.getByTestId('confirm-order')).toBeVisible()
      await expectAccessible(page, `${prefix}/payment confirm dialog`)
      await page.keyboard.press('Escape')
    }

    // A card order: the test-payment page and both result pages, in both languages.
    for (const locale of ['de', 'en'] as const) {
      const customer = api.in(locale)
      const card = await checkoutThroughApi(request, customer, 'card')
      const started = await customer.call<{ redirect_url: string }>(
        'POST',
        `/user/site/cart/orders/pay/${card.order.id}`,
      )
      await open(page, started.redirect_url)
      await expectAccessible(page, `test payment ${locale}`)
      await page
        .getByRole('button', {
          name: locale === 'de' ? 'Zahlung fehlschlagen lassen' : 'Let the payment fail',
        })
        .click()
      await expect(page).toHaveURL(/\/payment\/checkout\/order\/failed/)
      await expectAccessible(page, `payment failed ${locale}`)
      await page
        .getByRole('button', { name: locale === 'de' ? 'Erneut bezahlen' : 'Pay again' })
        .click()
      await page
        .getByRole('button', {
          name:
            locale === 'de' ? 'Zahlung erfolgreich simulieren' : /Simulate a successful payment/i,
        })
        .click()
      await expect(page).toHaveURL(/\/payment\/checkout\/order\/success/)
      await expectAccessible(page, `payment success ${locale}`)
    }
  })

  test("after a client-side navigation the focus is on the new page's heading", async ({
    page,
  }) => {
    await open(page, '/roll-up-displays')
    await declineCookies(page)
    await page.getByRole('main').getByRole('link', { name: 'Roll-Up Standard' }).first().click()
    await expect(page).toHaveURL(/\/roll-up-displays\/roll-up-standard$/)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('Roll-Up Standard')
    await expect(heading).toBeFocused()
    // Sorting changes the query only: the focus stays on the sort control.
    const sort = page.getByLabel('Sortieren nach')
    await sort.focus()
    await sort.selectOption('name')
    await expect(page).toHaveURL(/sort=name/)
    await expect(sort).toBeFocused()
  })

  test('a product page offers a skip link to the price calculator', async ({ page, request }) => {
    await open(page, (await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')).path)
    await declineCookies(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Zu Preis und Bestellung springen' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('price-calculator')).toBeFocused()
  })
})

test.describe('accessibility (axe) at phone width', () => {
  test('the logged-in header, profile and checkout steps in both languages @phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const api = await registerCustomerFromElsewhere(request, baseURL!, `a11y.phone.${run}`)
    const product = await findProduct(request, 'roll-up-standard')
    const line = await addToCart(api, product.id)
    await saveShipping(api, [line.id])
    await logIn(context, api, baseURL!)
    for (const [prefix, name] of [
      ['', 'Mein Konto'],
      ['/en', 'My account'],
    ] as const) {
      for (const path of ['/', '/profile', '/profile/orders', '/cart', '/shipping', '/payment']) {
        await open(page, `${prefix}${path}`.replace(/(.)\/$/, '$1'))
        await expectAccessible(page, `phone ${prefix}${path} logged in`)
      }
      // The account icon has a name at phone width, where its label is hidden.
      await open(page, prefix || '/')
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
    }
  })

  test('home with the side menu, category, product, search, cart and login in both languages @phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const product = (await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')).path
    await open(page, '/')
    await declineCookies(page)
    const paths = {
      de: ['/', '/roll-up-displays', product, '/search?q=roll', '/cart', '/login'],
      en: [
        '/en',
        '/en/roll-up-displays',
        await twin(await openAt(page, product), 'en'),
        '/en/search?q=roll',
        '/en/cart',
        '/en/login',
      ],
    }
    for (const locale of ['de', 'en'] as const) {
      for (const path of paths[locale]) {
        await open(page, path)
        await expectAccessible(page, `phone ${path}`)
      }
      await open(page, locale === 'de' ? '/' : '/en')
      await page.getByTestId('mobile-menu-button').click()
      await expect(page.getByTestId('mobile-menu')).toBeVisible()
      await expectAccessible(page, `phone side menu ${locale}`)
    }
  })
})
