import type { Page } from '@playwright/test'
import { shopDayOf } from '#core/dates/dates.ts'
import { addDays } from '#core/fairs/fair-days.ts'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { logInAsStaff } from './staff.ts'

// FAIR-3, FAIR-6: the content team enters a trade fair in the back office (a refusal first, at
// its field, keeping what was typed) and the site's fair list finds it at once, by its name in
// the request's language. Shop-wide (playwright.config.ts): the site's list is everybody's.

const LABELS = {
  en: {
    nav: 'Trade fairs',
    nameDe: 'Name (German)',
    nameEn: 'Name (English)',
    key: 'Code',
    city: 'City',
    opensOn: 'Opening day',
    closesOn: 'Closing day',
    venueName: 'Venue or hall',
    venueStreet: 'Street and number',
    venuePostcode: 'Postcode',
    venueCity: 'City of the venue',
    country: 'Country',
    buildUpFrom: 'Build-up from',
    buildUpTo: 'Build-up until',
    buildUpHoursFrom: 'Build-up hours from',
    buildUpHoursTo: 'Build-up hours until',
    acceptanceFrom: 'Acceptance from',
    acceptanceTo: 'Acceptance until',
    acceptanceHoursFrom: 'Acceptance hours from',
    acceptanceHoursTo: 'Acceptance hours until',
    create: 'Create trade fair',
    refused: 'Build-up must end on or before the opening day.',
  },
  de: {
    nav: 'Messen',
    nameDe: 'Name (Deutsch)',
    nameEn: 'Name (Englisch)',
    key: 'Kürzel',
    city: 'Stadt',
    opensOn: 'Erster Messetag',
    closesOn: 'Letzter Messetag',
    venueName: 'Gelände oder Halle',
    venueStreet: 'Straße und Hausnummer',
    venuePostcode: 'PLZ',
    venueCity: 'Ort des Geländes',
    country: 'Land',
    buildUpFrom: 'Aufbau ab',
    buildUpTo: 'Aufbau bis',
    buildUpHoursFrom: 'Aufbauzeit von',
    buildUpHoursTo: 'Aufbauzeit bis',
    acceptanceFrom: 'Annahme ab',
    acceptanceTo: 'Annahme bis',
    acceptanceHoursFrom: 'Annahmezeit von',
    acceptanceHoursTo: 'Annahmezeit bis',
    create: 'Messe anlegen',
    refused: 'Der Aufbau muss spätestens am ersten Messetag enden.',
  },
} as const

/** Fills the new-fair form: a fair in `opensIn` days; the build-up first wrongly after it. */
async function enterFair(page: Page, locale: 'de' | 'en', name: { de: string; en: string }) {
  const label = LABELS[locale]
  const opensOn = addDays(shopDayOf(new Date()), 60)
  const form = page.getByTestId('fair-form')
  // By the field's name: a label's text also holds the required mark, and "City" is a part of
  // "City of the venue" (axe checks that every field is labelled).
  const fill = async (field: keyof typeof label, value: string) =>
    form.locator(`[name=${field}]`).fill(value)
  await fill('nameDe', name.de)
  await fill('nameEn', name.en)
  await fill('key', `${name.en.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)
  await fill('city', 'Kassel')
  await fill('opensOn', opensOn)
  await fill('closesOn', addDays(opensOn, 2))
  await fill('venueName', 'Nordhessen-Hallen, Halle 4')
  await fill('venueStreet', 'Messeplatz 1')
  await fill('venuePostcode', '34121')
  await fill('venueCity', 'Kassel')
  await form.getByRole('combobox', { name: label.country, exact: true }).selectOption('18')
  await fill('buildUpFrom', addDays(opensOn, -2))
  await fill('buildUpTo', addDays(opensOn, 1))
  await fill('buildUpHoursFrom', '07:00')
  await fill('buildUpHoursTo', '20:00')
  await fill('acceptanceFrom', addDays(opensOn, -2))
  await fill('acceptanceTo', addDays(opensOn, -1))
  await fill('acceptanceHoursFrom', '08:00')
  await fill('acceptanceHoursTo', '17:00')
  await form.getByRole('button', { name: label.create }).click()
  await expect(form.getByText(label.refused)).toBeVisible()
  await expect(form.getByRole('textbox', { name: label.nameDe, exact: true })).toHaveValue(name.de)
  await fill('buildUpTo', addDays(opensOn, -1))
  await form.getByRole('button', { name: label.create }).click()
  await expect(page).toHaveURL(/\/admin\/fairs\/\d+\?answer=created$/)
}

/** The site's list as a client asks it, in `locale`. */
async function siteFairs(page: Page, q: string, locale: 'de' | 'en') {
  const response = await page.request.get(`/api/v1/user/site/fairs?q=${encodeURIComponent(q)}`, {
    headers: { 'accept-language': locale },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { body: { name: string; city: string; country: string }[] })
    .body
}

test('the content team enters a trade fair (English, desktop) that the site lists at once', async ({
  page,
}) => {
  await logInAsStaff(page, 'content', 'en')
  await page.getByRole('link', { name: 'Trade fairs', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade fairs')
  await expect(page.getByTestId('fair-row').first()).toBeVisible()
  await expectAccessible(page, 'the fairs')

  await enterFair(page, 'en', { de: 'Nordhessen Messe Kassel', en: 'North Hesse Fair Kassel' })
  await expect(page.getByTestId('fair-answer')).toHaveText(
    'The fair “North Hesse Fair Kassel” was created.',
  )
  await expectAccessible(page, 'a fair')
  expect(await siteFairs(page, 'north hesse', 'en')).toEqual([
    expect.objectContaining({ name: 'North Hesse Fair Kassel', city: 'Kassel', country: 'DE' }),
  ])
  expect((await siteFairs(page, 'north hesse', 'de'))[0]?.name).toBe('Nordhessen Messe Kassel')

  // The search finds it; switched off, the site no longer lists it.
  await page.getByRole('link', { name: 'All trade fairs' }).click()
  const main = page.getByRole('main')
  await main.getByLabel('Search by name or city').fill('Nordhessen')
  await main.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByTestId('fair-row')).toHaveCount(1)
  await page.getByRole('link', { name: 'Edit the fair “North Hesse Fair Kassel”' }).click()
  await page.getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByTestId('fair-answer')).toHaveText(
    'The fair was deactivated: the site no longer lists it.',
  )
  expect(await siteFairs(page, 'north hesse', 'en')).toEqual([])
})

test('die Content-Redaktion legt eine Messe an (Deutsch, 390 px), die Website findet sie', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logInAsStaff(page, 'content', 'de')
  await page.goto('/admin/fairs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messen')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, 'die Messen am Telefon')

  await enterFair(page, 'de', { de: 'Werbetage Kassel Süd', en: 'Promo Days Kassel South' })
  await expect(page.getByTestId('fair-answer')).toHaveText(
    'Die Messe „Werbetage Kassel Süd“ wurde angelegt.',
  )
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, 'eine Messe am Telefon')
  expect(await siteFairs(page, 'werbetage kassel', 'de')).toEqual([
    expect.objectContaining({ name: 'Werbetage Kassel Süd', city: 'Kassel', country: 'DE' }),
  ])
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-fair-phone-de.png`,
      fullPage: true,
    })
  }
})
