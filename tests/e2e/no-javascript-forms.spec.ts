import { expect, test } from './fixtures.ts'

// Before hydration (a slow phone) or with JavaScript off, the browser submits a form itself.
// Nothing a customer types into an account form may then end up in the address bar.

test.describe('forms before JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the login form sends e-mail and password in the body, never in the URL', async ({
    page,
  }) => {
    await page.goto('/en/login')
    const form = page.getByTestId('login-form')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('kunde@example.com')
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Geheim-Wort-99')
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.isNavigationRequest()),
      form.getByRole('button', { name: 'Log in' }).click(),
    ])
    await page.waitForLoadState()

    expect(request.method()).toBe('POST')
    // The real origin, so that React Router's check lets a route action run before hydration.
    expect(await request.headerValue('origin')).toBe(new URL(page.url()).origin)
    expect(page.url()).not.toContain('password')
    expect(page.url()).not.toContain('Geheim')
    expect(page.url()).not.toContain('kunde')
    // An unknown customer: the login page again, both fields marked, nothing in the URL.
    const answer = await request.response()
    expect(answer?.status()).toBe(422)
    await expect(form.getByTestId('field-error').first()).toContainText(
      'The e-mail address or the password is wrong.',
    )
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
      'kunde@example.com',
    )
  })

  test('every form on the login page that asks for personal data posts', async ({ page }) => {
    await page.goto('/en/login')
    const forms = page.locator('form:has(input[type="password"], input[type="email"])')
    expect(await forms.count()).toBeGreaterThan(0)
    for (const form of await forms.all()) {
      await expect(form).toHaveAttribute('method', 'post')
    }
  })
})

test.describe('language choice', () => {
  test('never sends the browser to another site, whatever `next` holds', async ({
    page,
    baseURL,
  }) => {
    // Were the check to fail, the browser would land here instead of on the shop.
    await page.route(
      (url) => url.hostname.endsWith('evil.example'),
      (route) => route.fulfill({ body: 'evil' }),
    )
    const origin = new URL(baseURL!).origin
    let redirected = 0
    for (const next of [
      '%2F%09%2Fevil.example',
      '%2F%5Cevil.example',
      '%2F%0D%0A%2Fevil.example',
    ]) {
      const answer = await page.goto(`/select-language?lang=en&next=${next}`)
      expect(answer?.status(), next).toBeLessThan(500)
      expect(new URL(page.url()).origin, next).toBe(origin)
      // Control characters are refused before the page (400); anything else falls back to /en.
      if (answer?.status() === 400) continue
      expect(new URL(page.url()).pathname, next).toBe('/en')
      redirected += 1
    }
    expect(redirected).toBeGreaterThan(0)
  })
})
