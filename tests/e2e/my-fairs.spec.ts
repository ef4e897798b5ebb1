import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from '@playwright/test'
import { CONSENT_COOKIE, noConsent, serializeConsent } from '#core/consent/consent.ts'
import { expectAccessible } from './axe.ts'
import { dataDir } from './data-dir.ts'
import { fairCustomersOf } from './fair-customers-file.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

// FAIR-MINE-1..FAIR-MINE-5: a customer who ordered for a fair finds it in "My fairs" (reached
// through the profile's menu), sees each order's state against its deadlines in both languages,
// on a desktop and a phone, axe clean, and takes the dates home as a calendar file — with and
// without JavaScript. A customer without such an order is told how to order for a fair.

async function logIn(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([
    { name: 'nl_session', value: token, url: baseURL },
    { name: CONSENT_COOKIE, value: serializeConsent(noConsent), url: baseURL },
  ])
}

/** The calendar file behind a link, downloaded as a browser saves it. */
async function downloadCalendar(page: Page, link: ReturnType<Page['getByTestId']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  return {
    name: download.suggestedFilename(),
    text: await readFile((await download.path())!, 'utf8'),
  }
}

const languages = [
  {
    locale: 'de' as const,
    prefix: '',
    menu: 'Meine Messen',
    due: /Druckdaten fehlen – freigeben bis \p{L}{2}\., \d{2}\.\d{2}\., \d{2}:\d{2} Uhr/u,
    approved: 'Freigegeben – in Produktion',
    approval: 'Druckdaten freigeben – Auftrag',
  },
  {
    locale: 'en' as const,
    prefix: '/en',
    menu: 'My fairs',
    due: /Print data missing – approve by \p{L}{3}, \d{2}\/\d{2}, \d{2}:\d{2}/u,
    approved: 'Approved – in production',
    approval: 'Approve print data – order',
  },
]

// The desktop project runs the tests without the @phone tag, the phone project those with it.
for (const [language, device] of languages.flatMap((one) => [
  [one, ''] as const,
  [one, ' @phone'] as const,
])) {
  test(`a customer sees the fair's orders and deadlines in My fairs (${language.locale})${device}`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const fixtures = fairCustomersOf(dataDir())
    await logIn(context, fixtures.withFair, baseURL!)
    await open(page, `${language.prefix}/profile`)
    await page.getByTestId('profile-menu').getByRole('link', { name: language.menu }).click()
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/profile/fairs$`))
    const card = page.getByTestId('fair-target')
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      fixtures.fair.name[language.locale],
    )
    const lines = card.getByTestId('fair-order')
    await expect(lines).toHaveCount(2)
    await expect(lines.nth(0)).toContainText(`#${fixtures.orderNumbers.due}`)
    await expect(lines.nth(0).getByTestId('deadline-state')).toHaveText(language.due)
    await expect(lines.nth(1).getByTestId('deadline-state')).toHaveText(language.approved)
    await expectAccessible(page, `my fairs (${language.locale}, ${testInfo.project.name})`)
    await page.screenshot({
      path: testInfo.outputPath(`my-fairs-${language.locale}.png`),
      fullPage: true,
    })

    const file = await downloadCalendar(page, card.getByTestId('fair-calendar'))
    expect(file.name).toBe(`${fixtures.fair.code}.ics`)
    expect(file.text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(file.text).toContain(`${language.approval} ${fixtures.orderNumbers.due}`)
    expect(file.text).toContain('BEGIN:VALARM')
  })
}

test('My fairs and its calendar files work without JavaScript', async ({ browser, baseURL }) => {
  const fixtures = fairCustomersOf(dataDir())
  const plain = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false })
  await logIn(plain, fixtures.withFair, baseURL!)
  const page = await plain.newPage()
  await page.goto('/profile/fairs')
  await expect(page.getByTestId('fair-target')).toHaveCount(1)
  await expect(page.getByTestId('deadline-state').first()).toContainText('Druckdaten fehlen')
  const one = await downloadCalendar(page, page.getByTestId('fair-calendar'))
  expect(one.text).toContain('BEGIN:VEVENT')
  const all = await downloadCalendar(page, page.getByTestId('fair-calendar-all'))
  expect(all.name).toBe('meine-messen.ics')
  expect(all.text).toContain(`Auftrag ${fixtures.orderNumbers.due}`)
  await plain.close()
})

test('a customer without a fair order learns how to order for one', async ({
  page,
  context,
  baseURL,
}) => {
  const fixtures = fairCustomersOf(dataDir())
  await logIn(context, fixtures.withoutFair, baseURL!)
  await open(page, '/en/profile/fairs')
  const empty = page.getByTestId('my-fairs-empty')
  await expect(empty).toContainText('You have not ordered anything for a fair')
  await expect(page.getByTestId('fair-calendar-all')).toHaveCount(0)
  await expectAccessible(page, 'my fairs, empty (en)')
  await empty.getByRole('link', { name: 'To the products' }).click()
  await expect(page).toHaveURL(/\/en$/)
})
