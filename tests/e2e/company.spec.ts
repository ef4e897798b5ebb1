import type { Browser, BrowserContext } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open, readMailText } from './helpers.ts'
import { checkoutThroughApi, logIn, registerCustomer, type ShopApi } from './orders.ts'

// CO-1..CO-9 end to end: an admin invites a colleague from the profile's company page, the
// colleague joins through the mailed link, the admin gives them a limit, their order above it
// waits, and the admin approves it — in German with JavaScript on a desktop, axe clean. On a
// phone, without JavaScript and in English, the invitation form says what is wrong at its field,
// and a link that names no invitation says so.

async function customerContext(browser: Browser, api: ShopApi, baseURL: string, js = true) {
  const context = await browser.newContext({ javaScriptEnabled: js })
  await logIn(context, api, baseURL)
  await context.addCookies([{ name: 'popup_seen', value: '1', url: baseURL }])
  return context
}

test('an invited colleague orders above the limit and the admin approves it', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = `co.${Date.now().toString(36)}`
  const admin = await registerCustomer(request, `${tag}.admin`)
  const buyer = await registerCustomer(request, `${tag}.buyer`)
  const adminContext: BrowserContext = await customerContext(browser, admin, baseURL!)
  const page = await adminContext.newPage()

  // The company page through the profile's menu: the admin alone.
  await open(page, '/profile')
  await page.getByTestId('profile-menu').getByRole('link', { name: 'Firma' }).click()
  await expect(page.getByRole('heading', { name: 'Firmenkonto' })).toBeVisible()
  await expect(page.getByTestId('company-member')).toHaveCount(1)
  await expectAccessible(page, 'company page of a one-person company (de)')

  const invite = page.getByTestId('company-invite-form')
  await invite.getByLabel('E-Mail').fill(`${tag}.buyer@example.com`)
  await invite.getByLabel('Rolle').selectOption('buyer')
  await invite.getByRole('button', { name: 'Einladung senden' }).click()
  await expect(
    page.getByText(`Die Einladung an ${tag}.buyer@example.com ist unterwegs.`),
  ).toBeVisible()
  await expect(page.getByTestId('company-invitations')).toContainText(`${tag}.buyer@example.com`)

  // The colleague follows the mailed link and joins.
  const mail = await readMailText(`${tag}.buyer@example.com`, '/invitation/')
  const link = new URL(/https?:\/\/\S+\/invitation\/\S+/.exec(mail)![0])
  const buyerContext = await customerContext(browser, buyer, baseURL!)
  const buyerPage = await buyerContext.newPage()
  await open(buyerPage, link.pathname)
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(
    'Einladung zu Nordwind Messebau',
  )
  await expectAccessible(buyerPage, 'invitation page (de)')
  await buyerPage.getByRole('button', { name: 'Nordwind Messebau beitreten' }).click()
  await expect(buyerPage).toHaveURL(/\/profile\/company\?joined=1$/)
  await expect(
    buyerPage.getByText('Willkommen bei Nordwind Messebau. Sie bestellen jetzt für die Firma.'),
  ).toBeVisible()

  // The admin gives the buyer a limit of 10 euros per order.
  await page.reload()
  const member = page.getByTestId('company-member').filter({ hasText: `${tag}.buyer@example.com` })
  await member.getByLabel('Limit je Bestellung (netto, €)').fill('10,00')
  await member.getByRole('button', { name: /Speichern/ }).click()
  await expect(page.getByText(/Die Änderungen für .* sind gespeichert\./)).toBeVisible()

  // The buyer's order waits for approval: no invoice, no payment.
  const { order } = await checkoutThroughApi(request, buyer, 'invoice')
  await open(buyerPage, `/overview?order=${order.id}`)
  await expect(buyerPage.getByTestId('approval-pending')).toContainText(
    `Ihre Bestellung #${order.number} liegt über Ihrem Limit`,
  )
  await open(buyerPage, `/profile/orders`)
  await expect(buyerPage.getByTestId('approval-state').first()).toHaveText('Wartet auf Freigabe')

  await page.reload()
  const waiting = page.getByTestId('company-approval').filter({ hasText: `#${order.number}` })
  await expect(waiting).toBeVisible()
  await expectAccessible(page, 'an order waiting for approval (de)')
  await waiting.getByRole('button', { name: `Bestellung #${order.number} freigeben` }).click()
  await expect(page.getByText(`Bestellung #${order.number} ist freigegeben.`)).toBeVisible()
  await expect(page.getByTestId('company-approvals-empty')).toBeVisible()

  await buyerPage.reload()
  await expect(buyerPage.getByTestId('approval-state').first()).toHaveText('Freigegeben')
  const told = await readMailText(`${tag}.buyer@example.com`, 'ist freigegeben')
  expect(told).toContain(`Ihre Bestellung #${order.number}`)
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/company-de.png`, fullPage: true })
  }
  await adminContext.close()
  await buyerContext.close()
})

test('on a phone, without JavaScript, in English: field messages and an unknown link @phone', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const tag = `co.${Date.now().toString(36)}.p`
  const admin = await registerCustomer(request, `${tag}.admin`)
  const plain = await customerContext(browser, admin, baseURL!, false)
  const page = await plain.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/profile/company')
  await expect(page.getByRole('heading', { name: 'Company account' })).toBeVisible()
  const invite = page.getByTestId('company-invite-form')
  await invite.getByLabel('E-mail').fill('no-address')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Please enter a valid e-mail address.').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.goto('/en/invitation/no-such-link')
  await expect(page.getByTestId('invitation-problem')).toHaveText(
    'This invitation link is not valid.',
  )
  await plain.close()

  // With JavaScript (axe runs in the page) the same pages on the phone are axe clean.
  const scripted = await customerContext(browser, admin, baseURL!)
  const phone = await scripted.newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  await open(phone, '/en/profile/company')
  await expectAccessible(phone, 'company page on a phone (en)')
  if (process.env.SHOTS_DIR) {
    await phone.screenshot({
      path: `${process.env.SHOTS_DIR}/company-phone-en.png`,
      fullPage: true,
    })
  }
  await open(phone, '/en/invitation/no-such-link')
  await expectAccessible(phone, 'an unknown invitation link (en)')
  await scripted.close()
})
