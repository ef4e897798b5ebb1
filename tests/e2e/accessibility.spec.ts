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

import { bothLanguages, declineCookies, openAt, run, twin } from './accessibility-helpers.ts'

// best practices (landmarks, heading order, …). Any violation fails the test with the rule, its
// impact, the elements and axe's help, so the fix can start from the test's output.

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
    test.setTimeout(360_000)
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
    test.setTimeout(240_000)
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
})
