import { expect, test } from './fixtures.ts'
import { expectAccessible } from './axe.ts'
import { open } from './helpers.ts'
import {
  addToCart,
  findProduct,
  logIn,
  registerCustomerFromElsewhere,
  saveShipping,
} from './orders.ts'

import { declineCookies, openAt, run, twin } from './accessibility-helpers.ts'

// best practices (landmarks, heading order, …). Any violation fails the test with the rule, its
// impact, the elements and axe's help, so the fix can start from the test's output.

test.describe('accessibility (axe) at phone width', () => {
  test('the logged-in header, profile and checkout steps in both languages @phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
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
    test.setTimeout(180_000)
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
