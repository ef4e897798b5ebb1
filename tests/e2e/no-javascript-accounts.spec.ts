import { expect, test } from './fixtures.ts'
import { readMail } from './helpers.ts'
import { logIn, registerCustomer } from './orders.ts'

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

test.describe('profile forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a customer changes the company, the password, the address book and the newsletter, and logs out', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const api = await registerCustomer(request, `nojs.profile.${run}`)
    await logIn(context, api, baseURL!)

    // Settings: a wrong postcode is refused with its message, then the right one is saved.
    await page.goto('/profile/settings')
    const settings = page.getByTestId('settings-form')
    await settings.getByRole('textbox', { name: 'Firma', exact: true }).fill('Nordwind & Partner')
    await settings.getByRole('textbox', { name: 'PLZ', exact: true }).fill('123')
    await settings.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByTestId('settings-form').getByTestId('field-error')).toContainText('5')
    await expect(
      page.getByTestId('settings-form').getByRole('textbox', { name: 'Firma', exact: true }),
    ).toHaveValue('Nordwind & Partner')
    await page
      .getByTestId('settings-form')
      .getByRole('textbox', { name: 'PLZ', exact: true })
      .fill('20457')
    // INV-8: a Leitweg-ID with a wrong check digit is refused, then one in lower case is kept.
    await page.getByTestId('leitweg-id').fill('991-33333TEST-34')
    await page.getByTestId('settings-form').getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByTestId('settings-form').getByTestId('field-error')).toContainText(
      'Leitweg-ID',
    )
    await page.getByTestId('leitweg-id').fill('991-33333test-33')
    await page.getByTestId('settings-form').getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status')).toBeVisible()
    await page.goto('/profile/settings')
    await expect(page.getByTestId('leitweg-id')).toHaveValue('991-33333TEST-33')
    await page.goto('/profile')
    await expect(page.getByTestId('profile-data')).toContainText('Nordwind & Partner')

    // Password: the current one must be right.
    await page.goto('/profile/change-password')
    const password = page.getByTestId('password-form')
    await password
      .getByRole('textbox', { name: 'Aktuelles Passwort', exact: true })
      .fill('Falsch1234')
    await password.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Neu-Sicher-5678')
    await password
      .getByRole('textbox', { name: 'Passwort bestätigen', exact: true })
      .fill('Neu-Sicher-5678')
    await password.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByTestId('password-form').getByTestId('field-error')).toBeVisible()
    const again = page.getByTestId('password-form')
    await again.getByRole('textbox', { name: 'Aktuelles Passwort', exact: true }).fill('Sicher1234')
    await again.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Neu-Sicher-5678')
    await again
      .getByRole('textbox', { name: 'Passwort bestätigen', exact: true })
      .fill('Neu-Sicher-5678')
    await again.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status')).toBeVisible()

    // Address book: add one, then delete it through its confirmation.
    await page.goto('/profile/addresses')
    await page.getByRole('link', { name: 'Adresse hinzufügen' }).click()
    const address = page.getByTestId('address-form')
    await address.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Jördis')
    await address.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Hansen')
    await address
      .getByRole('textbox', { name: 'Straße und Hausnummer', exact: true })
      .fill('Messeweg 9')
    await address.getByRole('textbox', { name: 'PLZ', exact: true }).fill('1010')
    await address.getByRole('textbox', { name: 'Ort', exact: true }).fill('Wien')
    await address
      .getByRole('combobox', { name: 'Land', exact: true })
      .selectOption({ label: 'Österreich' })
    await address.getByRole('button', { name: 'Speichern' }).click()
    const list = page.getByTestId('address-list')
    await expect(list).toContainText('Messeweg 9')
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Messeweg 9' })
      .getByRole('link', { name: 'Löschen' })
      .click()
    await page.getByTestId('address-list').getByRole('button', { name: 'Löschen' }).click()
    await expect(page.getByTestId('address-list')).not.toContainText('Messeweg 9')

    // Newsletter: the subscription asks for the confirmation by mail.
    await page.goto('/profile/subscription')
    await page.getByRole('button', { name: 'Newsletter abonnieren' }).click()
    await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'pending')

    // Logout ends the session.
    await page.getByTestId('logout').click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('the footer newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor signs up from the footer and reads the answer on the newsletter page', async ({
    page,
  }) => {
    await page.goto('/en')
    const form = page.getByTestId('newsletter-form')
    await form.getByRole('textbox').fill(`nojs.news.${run}@example.com`)
    await form.getByRole('button').click()
    await expect(page).toHaveURL(/\/en\/newsletter$/)
    await expect(page.getByTestId('newsletter-answer').first()).toContainText('Almost done')
  })
})
