import { expect, test } from './fixtures.ts'
import { readMail } from './helpers.ts'
import { registerCustomer } from './orders.ts'

// The account forms post to route actions (decision 0017): with JavaScript off they register,
// log in, send the reset link and set a new password, with the messages in the page's language.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

test.describe('account forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor registers as "Müller & Söhne GmbH & Co. KG" and is logged in', async ({
    page,
  }) => {
    await page.goto('/login?tab=register')
    const form = page.getByTestId('register-form')
    // Sent empty first: the page again, with the headline and the field messages.
    await form.getByRole('button', { name: 'Registrieren' }).click()
    await expect(form.getByRole('alert')).toContainText('Bitte korrigieren Sie die Fehler')
    await expect(form.getByTestId('field-error').first()).toBeVisible()

    await form
      .getByRole('textbox', { name: 'Firma', exact: true })
      .fill('Müller & Söhne GmbH & Co. KG')
    await form.getByRole('combobox', { name: 'Anrede', exact: true }).selectOption('female')
    await form.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Anna-Lena')
    await form.getByRole('textbox', { name: 'Nachname', exact: true }).fill("O'Brien")
    await form.getByRole('textbox', { name: 'Straße und Hausnummer', exact: true }).fill('Hafen 5')
    await form.getByRole('textbox', { name: 'PLZ', exact: true }).fill('20457')
    await form.getByRole('textbox', { name: 'Ort', exact: true }).fill('Hamburg')
    await form.getByRole('textbox', { name: 'Telefon', exact: true }).fill(`+49 40 ${run}`)
    await form.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(`nojs.${run}@example.com`)
    await form.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Sicher1234')
    await form.getByRole('textbox', { name: 'Passwort bestätigen', exact: true }).fill('Sicher1234')
    await form.getByRole('button', { name: 'Registrieren' }).click()
    await expect(page.getByTestId('register-thanks')).toBeVisible()

    await page.goto('/profile')
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByTestId('header-profile')).toBeVisible()
  })

  test('a customer logs in, and goes on to the checkout', async ({ page, request }) => {
    const email = `nojs.login.${run}@example.com`
    await registerCustomer(request, `nojs.login.${run}`)
    await page.goto('/en/login')
    const form = page.getByTestId('login-form')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Sicher1234')
    await form.getByRole('button', { name: 'Log in' }).click()
    // The shipping step; with an empty cart it sends the customer on to the cart.
    await expect(page).toHaveURL(/\/en\/(shipping|cart)$/)
    await page.goto('/en/profile')
    await expect(page).toHaveURL(/\/en\/profile$/)
  })

  test('forgot password sends the link, and the link sets a new password', async ({
    page,
    request,
  }) => {
    const email = `nojs.reset.${run}@example.com`
    await registerCustomer(request, `nojs.reset.${run}`)
    await page.goto('/login?tab=forgot')
    const forgot = page.getByTestId('forgot-form')
    await forgot
      .getByRole('textbox', { name: 'E-Mail', exact: true })
      .fill(`nobody.${run}@example.com`)
    await forgot.getByRole('button', { name: /Link senden|senden/ }).click()
    await expect(page.getByTestId('forgot-feedback')).toContainText('nicht')
    await page
      .getByTestId('forgot-form')
      .getByRole('textbox', { name: 'E-Mail', exact: true })
      .fill(email)
    await page
      .getByTestId('forgot-form')
      .getByRole('button', { name: /senden/ })
      .click()
    await expect(page.getByTestId('forgot-feedback')).toBeVisible()

    const mail = await readMail(email, 'reset-password')
    const link = new URL(/https?:\/\/[^\s"<>]+reset-password\?[^\s"<>]+/.exec(mail)![0])
    await page.goto(link.pathname + link.search)
    const reset = page.getByTestId('reset-form')
    await reset.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Neu-Sicher-5678')
    await reset.getByRole('textbox', { name: 'Passwort bestätigen', exact: true }).fill('anders')
    await reset.getByRole('button').click()
    await expect(reset.getByTestId('field-error')).toBeVisible()
    await page
      .getByTestId('reset-form')
      .getByRole('textbox', { name: 'Passwort', exact: true })
      .fill('Neu-Sicher-5678')
    await page
      .getByTestId('reset-form')
      .getByRole('textbox', { name: 'Passwort bestätigen', exact: true })
      .fill('Neu-Sicher-5678')
    await page.getByTestId('reset-form').getByRole('button').click()
    await expect(page.getByTestId('reset-done')).toBeVisible()

    await page.goto('/login')
    const login = page.getByTestId('login-form')
    await login.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email)
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Neu-Sicher-5678')
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/(shipping|cart)$/)
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/profile$/)
  })
})
