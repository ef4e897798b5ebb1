import { expect, test } from './fixtures.ts'
import { open, readMail } from './helpers.ts'

test('the footer sign-up mails a link that confirms the subscription (double opt-in)', async ({
  page,
}) => {
  const email = `newsletter.${Date.now().toString(36)}@example.com`
  await open(page, '/')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle ablehnen' }).click()
  const form = page.getByTestId('newsletter-form')
  const button = form.getByRole('button', { name: 'Abonnieren' })
  await expect(button).toBeDisabled()
  await form.getByLabel('E-Mail-Adresse für den Newsletter').fill('einkauf@firma')
  await expect(button).toBeDisabled()
  await form.getByLabel('E-Mail-Adresse für den Newsletter').fill(email)
  await expect(button).toBeEnabled()
  await button.click()
  await expect(form.getByTestId('newsletter-answer')).toContainText('Fast geschafft')

  const mail = await readMail(email, '/newsletter/confirm/')
  const link = /https?:\/\/[^\s"<]+\/newsletter\/confirm\/[\w-]+/.exec(mail)![0]
  expect(mail).toMatch(/\/newsletter\/unsubscribe\/[\w-]+/)
  const url = new URL(link)
  // Opening the link alone changes nothing; the click on the button confirms.
  await open(page, url.pathname)
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung bestätigt')
  await expect(page.getByTestId('newsletter-link')).toContainText(email)

  // The same link does not work twice.
  await open(page, url.pathname)
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dieser Link ist nicht mehr gültig',
  )

  // And the unsubscribe link of the mail ends it.
  const unsubscribe = new URL(/https?:\/\/[^\s"<]+\/newsletter\/unsubscribe\/[\w-]+/.exec(mail)![0])
  await open(page, unsubscribe.pathname)
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abgemeldet')
})
