import { expect, test } from './fixtures.ts'
import { findProduct, logIn, registerCustomer } from './orders.ts'

// The cart's forms post to the cart route's action (decision 0018): without JavaScript a
// customer adds a configured product, adds it again (CART-3: the quantities add up), changes and
// removes a line; a guest is told that the browser cart needs JavaScript or a login.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

test.describe('the cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a customer adds, adds again, changes and removes a line', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const api = await registerCustomer(request, `nojs.cart.${run}`)
    await logIn(context, api, baseURL!)
    const product = await findProduct(request, 'roll-up-standard')

    await page.goto(product.path)
    await page.getByLabel(/Express/).check()
    await page.getByLabel('Menge', { exact: true }).fill('5')
    await page.getByTestId('add-to-cart').click()
    await expect(page).toHaveURL(/\/cart$/)
    const line = page.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    await expect(line.getByTestId('cart-quantity')).toHaveValue('5')
    await expect(line.getByTestId('cart-duration').locator('option:checked')).toContainText(
      'Express',
    )

    // The same configuration again: 5 and 5 are 10 (CART-3), as for a guest.
    await page.goto(product.path)
    await page.getByLabel(/Express/).check()
    await page.getByLabel('Menge', { exact: true }).fill('5')
    await page.getByTestId('add-to-cart').click()
    await expect(line).toHaveCount(1)
    await expect(line.getByTestId('cart-quantity')).toHaveValue('10')
    const total = await page.getByTestId('cart-gross').textContent()

    // 45 more would pass 50: refused with the rule's words, the cart as it was.
    await page.goto(product.path)
    await page.getByLabel(/Express/).check()
    await page.getByLabel('Menge', { exact: true }).fill('45')
    await page.getByTestId('add-to-cart').click()
    await expect(page.getByRole('alert')).toContainText(
      'Die Menge muss eine ganze Zahl von 1 bis 50 sein.',
    )
    await expect(line.getByTestId('cart-quantity')).toHaveValue('10')
    await expect(page.getByTestId('cart-gross')).toHaveText(total!)

    // The line's 'Übernehmen' sends its changes.
    await line.getByTestId('cart-quantity').fill('3')
    await line.getByTestId('cart-duration').selectOption({ index: 0 })
    await line.getByTestId('cart-apply').click()
    await expect(line.getByTestId('cart-quantity')).toHaveValue('3')
    await expect(line.getByTestId('cart-duration').locator('option:checked')).not.toContainText(
      'Express',
    )
    await expect(page.getByTestId('cart-gross')).not.toHaveText(total!)

    await line.getByTestId('cart-remove').click()
    await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible()
  })

  test('a guest is asked to log in, in the page language', async ({ page, request }) => {
    const product = await findProduct(request, 'roll-up-standard')
    await page.goto(`/en${product.path}`)
    await page.getByTestId('add-to-cart').click()
    await expect(page.getByRole('alert')).toContainText('Without JavaScript, please log in first.')
    await expect(page.getByRole('alert').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/login',
    )
  })
})
