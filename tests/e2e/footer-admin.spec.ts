import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { fixtureStaff } from './staff.ts'

// CONT-5, CONT-7: the content team writes a new page and links it in the footer; a guest finds
// it there on a desktop and on a phone; the page is deleted again with its link (other specs
// expect the seed's footer). Uses this worker's content member.

/** This worker's content member (tests/e2e/serve.ts). */
const member = () => fixtureStaff('content')

const shots = process.env.SHOTS_DIR

test('the content team adds a page and a footer link that guests see at once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.goto('/en/admin/login')
  await page.getByLabel('E-mail').fill(member().email)
  await page.getByLabel('Password').fill(member().password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)

  // A new page, written in the rich-text editor; its addresses come from the titles.
  await page.getByRole('link', { name: 'Pages', exact: true }).click()
  const add = page.getByTestId('new-page-form')
  await add.getByLabel('Title (German)').fill('Messeservice')
  await add.getByLabel('Title (English)').fill('Trade fair service')
  await add.getByRole('textbox', { name: 'Text (German, HTML)' }).click()
  await page.keyboard.type('Wir bauen Ihren Stand auf.')
  await add.getByRole('textbox', { name: 'Text (English, HTML)' }).click()
  await page.keyboard.type('We set up your stand.')
  await add.getByRole('button', { name: 'Create page' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/pages\/\d+\?answer=created$/)
  await expect(page.getByTestId('page-answer')).toHaveText(
    'The page “Trade fair service” was created.',
  )
  await expect(page.getByText('/pages/messeservice · /en/pages/trade-fair-service')).toBeVisible()

  // Its link at the end of the footer's Service section.
  await page.getByRole('link', { name: 'Footer', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Footer')
  await expectAccessible(page, 'the footer editor')
  const service = page.getByRole('region', { name: 'Service', exact: true })
  const linkForm = service.getByRole('form', { name: 'Add a link to Service' })
  await linkForm.getByLabel('Page').selectOption({ label: 'Trade fair service' })
  // A link text in one language only is refused at the other's field, in English.
  await linkForm.getByLabel('Link text (German)').fill('Messeservice vor Ort')
  await linkForm.getByRole('button', { name: 'Add link' }).click()
  await expect(
    linkForm.getByText('Please give the link text in both languages, or in neither.'),
  ).toBeVisible()
  await linkForm.getByLabel('Link text (English)').fill('On-site service')
  await linkForm.getByRole('button', { name: 'Add link' }).click()
  await expect(page.getByTestId('footer-answer')).toHaveText('The link On-site service was added.')
  await expect(service.getByTestId('footer-link').last()).toContainText('On-site service')
  await expectAccessible(page, 'the footer editor after a change')
  if (shots) await page.screenshot({ path: `${shots}/admin-footer-desktop.png`, fullPage: true })

  // A guest on a desktop finds it in the footer at once and opens it.
  const guest = await browser.newContext({ baseURL: baseURL! })
  await guest.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const shop = await guest.newPage()
  await shop.goto('/en')
  const footerLink = shop
    .getByTestId('footer')
    .getByRole('navigation', { name: 'Service' })
    .getByRole('link', { name: 'On-site service' })
  await expect(footerLink).toBeVisible()
  await shop
    .getByTestId('consent-banner')
    .getByRole('button', { name: /Reject/ })
    .click()
  await footerLink.click()
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Trade fair service')
  await guest.close()

  // A guest on a phone, in German.
  const phone = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  await phone.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const mobile = await phone.newPage()
  await mobile.goto('/')
  const germanLink = mobile
    .getByTestId('footer')
    .getByRole('navigation', { name: 'Service' })
    .getByRole('link', { name: 'Messeservice vor Ort' })
  await germanLink.scrollIntoViewIfNeeded()
  await expect(germanLink).toBeVisible()
  await expect(germanLink).toHaveAttribute('href', '/pages/messeservice')
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await phone.close()

  // The editor fits a phone too, in German.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.goto('/admin/footer')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Footer')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, 'the footer editor on a phone, in German')
  if (shots) await page.screenshot({ path: `${shots}/admin-footer-phone.png`, fullPage: true })

  // The page goes again, and its footer link with it.
  await page.goto('/en/admin/pages')
  await page.getByRole('link', { name: 'Edit the page “Trade fair service”' }).click()
  await page
    .getByRole('checkbox', { name: 'Yes, delete this page and its links in the footer.' })
    .check()
  await page.getByRole('button', { name: 'Delete page' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/pages\?answer=removed$/)
  await expect(page.getByTestId('pages-answer')).toHaveText('The page was deleted.')
  await page.goto('/en/admin/footer')
  await expect(
    page.getByRole('region', { name: 'Service', exact: true }).getByTestId('footer-link'),
  ).toHaveCount(4)
})
