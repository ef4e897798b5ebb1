import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { findProduct, logIn, registerCustomer } from './orders.ts'

test('a guest is asked to log in before bookmarking', async ({ page }) => {
  await open(page, '/roll-up-displays/roll-up-standard/roll-up-classic')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle ablehnen' }).click()
  const button = page.getByTestId('bookmark-button')
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('toast-error')).toContainText(
    'Bitte melden Sie sich zuerst an, um es auf den Merkzettel zu setzen',
  )
  await page.getByTestId('header-bookmarks').click()
  await expect(page.getByTestId('bookmarks-dialog')).toContainText(
    'Bitte melden Sie sich zuerst an, um Artikel auf Ihren Merkzettel zu setzen.',
  )
})

test('a customer bookmarks a product and finds it in the bookmarks modal', async ({ page }) => {
  const run = Date.now().toString(36)
  const register = await page.request.post('/api/v1/user/auth/register', {
    headers: { 'accept-language': 'en', 'x-requested-with': 'fetch' },
    data: {
      company: 'Merkzettel GmbH',
      gender: 'female',
      first_name: 'Jana',
      last_name: 'Brinkmann',
      address: 'Industriestraße 12',
      postcode: '33602',
      city: 'Bielefeld',
      country_id: 18,
      email: `bookmarks.${run}@example.com`,
      phone: `+49 521 ${run}`,
      password: 'Sicher1234',
      password_confirmation: 'Sicher1234',
    },
  })
  expect(register.ok()).toBe(true)

  await open(page, '/en/roll-up-displays/standard-roll-ups/roll-up-classic')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject all' }).click()
  await expect(page.getByTestId('bookmark-count')).toBeHidden()
  const button = page.getByTestId('bookmark-button')
  await expect(button).toHaveAccessibleName('Add to watch list')
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await button.click()
  await expect(page.getByTestId('toast-success')).toContainText(
    'The product is now on your bookmarks.',
  )
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(button).toHaveAccessibleName('Bookmarked')
  await expect(page.getByTestId('bookmark-count')).toContainText('1')

  // The state comes with the page: the server's HTML already says so.
  await open(page, '/roll-up-displays/roll-up-standard/roll-up-classic')
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(button).toHaveAccessibleName('Gemerkt')
  await page.getByTestId('header-bookmarks').click()
  const dialog = page.getByTestId('bookmarks-dialog')
  await expect(dialog.getByRole('link', { name: /Roll-Up Classic/ })).toBeVisible()
  await dialog.getByRole('button', { name: 'Schließen' }).click()

  // Pressing again takes the product off the list.
  await button.click()
  await expect(page.getByTestId('toast-success')).toContainText(
    'Das Produkt wurde von Ihrem Merkzettel entfernt.',
  )
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await expect(button).toHaveAccessibleName('Auf den Merkzettel')
  await expect(page.getByTestId('bookmark-count')).toBeHidden()
  await page.getByTestId('header-bookmarks').click()
  await expect(dialog).toContainText('Ihr Merkzettel ist leer.')
  await expect(dialog.getByRole('link', { name: /Roll-Up Classic/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Schließen' }).click()

  // Removing it in the bookmarks modal clears the button's state as well.
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await page.getByTestId('header-bookmarks').click()
  await dialog.getByRole('button', { name: /Vom Merkzettel entfernen/ }).click()
  await expect(dialog).toContainText('Ihr Merkzettel ist leer.')
  await expect(page.getByTestId('bookmark-count')).toBeHidden()
  await dialog.getByRole('button', { name: 'Schließen' }).click()
  await expect(button).toHaveAttribute('aria-pressed', 'false')
})

test.describe('bookmarks without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a customer bookmarks a product, finds it on the watch-list page and takes it off', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const api = await registerCustomer(request, `nojs.bookmarks.${Date.now().toString(36)}`)
    await logIn(context, api, baseURL!)
    const product = await findProduct(request, 'roll-up-standard', 'Roll-Up Classic')
    await page.goto(product.path)
    const button = page.getByTestId('bookmark-button')
    await button.click()
    await expect(page).toHaveURL(new RegExp(`${product.path}$`))
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    // The header's watch list is a link to the list's page before any script runs.
    await page.getByTestId('header-bookmarks').click()
    await expect(page).toHaveURL(/\/bookmarks$/)
    await expect(page.getByTestId('bookmark-list')).toContainText('Roll-Up Classic')

    await page.goto('/en/bookmarks')
    const list = page.getByTestId('bookmark-list')
    await expect(list.getByRole('link', { name: 'Roll-Up Classic' })).toBeVisible()
    await list.getByRole('button', { name: /Remove from watch list/ }).click()
    await expect(page).toHaveURL(/\/en\/bookmarks$/)
    await expect(page.getByText('Your bookmarks are empty.')).toBeVisible()
  })

  test('a guest is asked to log in', async ({ page, request }) => {
    const product = await findProduct(request, 'roll-up-standard', 'Roll-Up Classic')
    await page.goto(product.path)
    await page.getByTestId('bookmark-button').click()
    await expect(page.getByRole('alert')).toContainText(
      'Bitte melden Sie sich zuerst an, um es auf den Merkzettel zu setzen',
    )
    await expect(page.locator('#main').getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/login',
    )
  })
})
