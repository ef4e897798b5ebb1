import { readFileSync } from 'node:fs'
import path from 'node:path'
import { generate } from 'otplib'
import { expectAccessible } from './axe.ts'
import { dataDir } from './data-dir.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder, readMailText } from './helpers.ts'
import { printPdf } from '../integration/fixtures/print-files.ts'
import { logIn, type ShopApi, uploadPrintFile } from './orders.ts'

// The back office's login (STAFF-2..STAFF-4): the first owner logs in with the password of the
// first start, sets up the second factor with the key shown, and logs in with a code next time.

/** The first owner's e-mail and password, as the first start wrote them. */
function initialOwner() {
  const text = readFileSync(path.join(dataDir(), 'initial-admin-password.txt'), 'utf8')
  return {
    email: /E-mail:\s+(\S+)/.exec(text)![1]!,
    password: /Password:\s+(\S+)/.exec(text)![1]!,
  }
}

const code = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds })

test('the first owner logs in, sets up the second factor, logs in with a code and finds an order', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const owner = initialOwner()
  const tag = `admin.order.${Date.now().toString(36)}`
  const email = `${tag}@example.com`
  const order = await placeOrder(request, { tag })
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/)
  await expect(page.getByRole('heading', { name: 'Anmeldung zum Backoffice' })).toBeVisible()
  // No visitor's consent banner in the back office: it sets only its own session cookie.
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  await expectAccessible(page, 'admin login')

  const form = page.getByTestId('admin-login-form')
  await form.getByLabel('E-Mail').fill(owner.email)
  await form.getByLabel('Passwort').fill(`${owner.password}x`)
  await form.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByRole('alert')).toContainText('E-Mail oder Passwort stimmen nicht.')
  await form.getByLabel('Passwort').fill(owner.password)
  await form.getByRole('button', { name: 'Anmelden' }).click()

  // STAFF-3: an owner without a second factor can only set it up.
  await expect(page.getByRole('heading', { name: 'Zweiten Faktor einrichten' })).toBeVisible()
  await expect(page.getByTestId('admin-totp-qr').locator('svg')).toBeVisible()
  const secret = (await page.getByTestId('admin-totp-secret').textContent())!.trim()
  await expectAccessible(page, 'admin second factor setup')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByTestId('admin-code').fill('123456')
  await page.getByRole('button', { name: 'Bestätigen' }).click()
  await expect(page.getByText('Der Code stimmt nicht oder wurde schon verwendet.')).toBeVisible()
  // The same key is shown again until a code confirms it.
  await expect(page.getByTestId('admin-totp-secret')).toHaveText(secret)
  await page.getByTestId('admin-code').fill(await code(secret))
  await page.getByRole('button', { name: 'Bestätigen' }).click()

  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByTestId('admin-member')).toContainText('(Inhaber)')
  await expect(page.getByTestId('admin-account')).toContainText('eingerichtet (TOTP)')
  await expectAccessible(page, 'admin home')
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)

  // The next login asks for a code: the one of the next time step (each code counts once).
  await page.goto('/en/admin/login')
  await expect(page.getByRole('heading', { name: 'Back office login' })).toBeVisible()
  await page.getByLabel('E-mail').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible()
  await page.getByTestId('admin-code').fill(await code(secret, 30))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
  await expect(page.getByTestId('admin-member')).toContainText('(Owner)')

  // ORD-15: the order list finds the new order by its number, with its customer and method.
  await page.getByRole('link', { name: 'Orders', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible()
  const filters = page.getByTestId('orders-filters')
  await filters.getByLabel('Search').fill(String(order.number))
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${order.number}`))
  const row = page.getByTestId('admin-order-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`#${order.number}`)
  await expect(row).toContainText('On invoice')
  await expect(page.getByTestId('orders-count')).toHaveText('1 order')
  await expectAccessible(page, 'admin orders')
  // The same selection as CSV, with the page's language in the headings.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('orders-export').click(),
  ])
  const csv = readFileSync((await download.path())!, 'utf8')
  expect(csv).toMatch(/^\uFEFFNo\.;Date;Company;/)
  expect(csv).toContain(`${order.number};`)
  // ORD-10: the order's page takes it a step further; the timeline says who did it.
  await row.getByRole('link', { name: `#${order.number}` }).click()
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible()
  await expect(page.getByTestId('order-work-state')).toHaveText('new')
  await expect(page.getByTestId('order-item')).toContainText(order.title)
  await expect(page.getByTestId('order-totals')).toBeVisible()
  await expectAccessible(page, 'admin order')
  // A second tab with the same order, read before the change below (ORD-14).
  const other = await page.context().newPage()
  await other.goto(page.url())
  await expect(other.getByTestId('order-work-state')).toHaveText('new')
  await page.getByRole('button', { name: 'Move to “awaiting print data”' }).click()
  await expect(page.getByTestId('order-work-answer')).toHaveText(
    'The order is now “awaiting print data”.',
  )
  await expect(page.getByTestId('order-work-state')).toHaveText('awaiting print data')
  await expect(page.getByTestId('order-event')).toContainText('new → awaiting print data')
  await expect(page.getByTestId('order-event')).toContainText('Owner')
  // The other tab's step from the old state is refused, and it shows the order as it is now.
  await other.getByRole('button', { name: 'Move to “awaiting print data”' }).click()
  await expect(other.getByTestId('order-work-answer')).toContainText(
    'Somebody changed this order in the meantime.',
  )
  await expect(other.getByTestId('order-work-state')).toHaveText('awaiting print data')
  await other.close()
  // ORD-11: the invoice is paid by transfer: a wrong amount is refused at its field, the total
  // is recorded with the day, and the timeline says so.
  const money = page.getByTestId('order-money')
  await money.getByLabel('Amount').fill('1,00')
  await money.getByRole('button', { name: 'Record the payment' }).click()
  await expect(money.getByText('The amount must be the order’s total of')).toBeVisible()
  await money.getByLabel('Amount').fill((order.totalCents / 100).toFixed(2))
  await money.getByRole('button', { name: 'Record the payment' }).click()
  await expect(page.getByTestId('order-work-answer')).toHaveText('The payment is recorded.')
  await expect(page.getByTestId('order-money')).toHaveCount(0)
  await expect(page.getByTestId('order-event').last()).toContainText('Payment of')
  // A note for colleagues joins the timeline.
  const noteForm = page.getByTestId('order-note-form')
  await noteForm.getByLabel('Note for colleagues').fill('Customer calls back on Friday.')
  await noteForm.getByRole('button', { name: 'Add the note' }).click()
  await expect(page.getByTestId('order-work-answer')).toHaveText('The note is in the timeline.')
  await expect(page.getByTestId('order-event').last()).toContainText(
    'Customer calls back on Friday.',
  )
  // Production cannot start on data that was not checked: no such button.
  await expect(page.getByRole('button', { name: 'Move to “in production”' })).toHaveCount(0)
  // ORD-10, PRE-11, ORD-17: the customer's file is checked and accepted, the customer approves
  // the proof (the print-data spec walks that through the profile), production starts, and the
  // order is shipped, each package with its carrier and tracking number (a missing carrier is
  // refused at its field).
  const state = page.getByTestId('order-work-state')
  await uploadPrintFile(request, order.token, order.id, {
    name: 'rollup.pdf',
    buffer: Buffer.from(await printPdf({ trim: [850, 2000], bleed: 5 })),
  })
  // PRE-12: the upload after staff asked for data is new data for staff to check.
  await page.reload()
  await expect(state).toHaveText('new print data to check')
  await page.getByRole('button', { name: 'Accept print data' }).click()
  await expect(state).toHaveText('print data checked')
  await expect(page.getByTestId('proof-waiting')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Move to “proof approved”' })).toHaveCount(0)
  // The customer approves the proof, here in a browser without JavaScript: the form posts and
  // the order's page answers with the approval.
  const plain = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false })
  await logIn(plain, { token: order.token } as ShopApi, baseURL!)
  const approving = await plain.newPage()
  await approving.goto(`/en/profile/orders?order=${order.id}`)
  await approving.getByTestId('proof').getByRole('button', { name: 'Approve proof' }).click()
  await expect(approving.getByTestId('proof-approved')).toContainText('You approved the proof on')
  await plain.close()
  await page.reload()
  await expect(state).toHaveText('proof approved')
  await page.getByRole('button', { name: 'Move to “in production”' }).click()
  await expect(state).toHaveText('in production')
  const ship = page.getByTestId('ship-form')
  await ship.getByRole('button', { name: 'Mark as shipped' }).click()
  await expect(ship.getByText('Please choose the carrier.').first()).toBeVisible()
  await expect(state).toHaveText('in production')
  const carriers = ship.getByLabel('Carrier')
  for (let n = 0; n < (await carriers.count()); n++) {
    await carriers.nth(n).selectOption('dhl')
    await ship.getByLabel('Tracking number').nth(n).fill(`0034 0434 1612 ${n}`)
  }
  await ship.getByRole('button', { name: 'Mark as shipped' }).click()
  await expect(state).toHaveText('shipped')
  await expect(page.getByTestId('order-event').last()).toContainText('in production → shipped')
  // The mails to the customer are listed on the order's page with their state.
  await expect(page.getByTestId('order-mails').getByTestId('mail-row')).not.toHaveCount(0)
  // ORD-13, ORD-18: a transfer back is recorded; more than what is left is refused at its field.
  const refunds = page.getByTestId('order-refunds')
  await refunds.getByLabel('Amount').fill(((order.totalCents + 100) / 100).toFixed(2))
  await refunds.getByRole('button', { name: 'Record the transfer back' }).click()
  await expect(refunds.getByText('A refund can be at most what is left')).toBeVisible()
  await refunds.getByLabel('Amount').fill('10,00')
  await refunds.getByLabel('Reason (for colleagues) (optional)').fill('Goodwill')
  await refunds.getByRole('button', { name: 'Record the transfer back' }).click()
  await expect(page.getByTestId('order-work-answer')).toContainText('The transfer back of 10,00')
  await expect(refunds.getByTestId('refund')).toContainText('Goodwill')
  await expect(page.getByTestId('order-event').last()).toContainText('Refund of 10,00')
  await expect(page.getByTestId('order-facts')).toContainText(/Refunded\s*10,00/)
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-order.png`, fullPage: true })
  }
  await expectAccessible(page, 'admin order shipped and refunded')

  // The customer sees the state, the steps and the tracking link in the profile ...
  const customer = await browser.newContext({ baseURL: baseURL! })
  await logIn(customer, { token: order.token } as ShopApi, baseURL!)
  await customer.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const mine = await customer.newPage()
  await mine.goto(`/en/profile/orders?order=${order.id}`)
  const details = mine.getByTestId('order-details')
  await expect(details.getByTestId('work-state')).toHaveText('Shipped')
  await expect(details.getByTestId('progress-event')).toContainText([
    'Waiting for print data',
    'Payment received',
    'Print data checked',
    'Proof approved',
    'In production',
    'Shipped',
  ])
  const track = details.getByRole('link', { name: /Track package 1 \(DHL 0034043416120\)/ })
  await expect(track).toHaveAttribute('href', /piececode=0034043416120$/)
  await expectAccessible(mine, 'profile order with tracking')
  await customer.close()
  // ... and got every step by mail, in the order's language (MAIL-5).
  const mailOf = (template: string) => readMailText(email, `X-Shop-Template: ${template}`)
  expect(await mailOf('payment-received')).toContain(
    `wir haben Ihre Zahlung über ${(order.totalCents / 100).toFixed(2).replace('.', ',')}`,
  )
  expect(await mailOf('print-data-attention')).toContain(`Bestellung ${order.number} drucken`)
  const shippedMail = await mailOf('order-shipped')
  expect(shippedMail).toContain(`Ihre Bestellung ${order.number} hat heute unsere Produktion`)
  expect(shippedMail).toContain('DHL 0034043416120')
  expect(shippedMail).toContain('piececode=0034043416120')
  expect(await mailOf('order-refunded')).toContain('wir haben Ihnen 10,00')
  // The outbox: every mail was written (no SMTP here: as files); none failed.
  await page.getByRole('link', { name: 'Mails', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Mails' })).toBeVisible()
  await expect(page.getByTestId('mails-empty')).toBeVisible()
  await page.getByRole('link', { name: 'all', exact: true }).click()
  await expect(page.getByTestId('mail-row').first()).toContainText('stored as file')
  await expectAccessible(page, 'admin mails')
  await page.goto(`/en/admin/orders/${order.id}`)
  await page.getByRole('link', { name: 'All orders' }).click()
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible()
  await page.goto(`/en/admin/orders?q=${order.number}`)

  // A filter nothing matches says so.
  await filters.getByLabel('Payment method').selectOption('card')
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('orders-empty')).toHaveText('No order matches these filters.')

  // The customer's page: orders, newsletter state, logins; blocking ends them (STAFF-7).
  await page.getByRole('link', { name: 'Customers', exact: true }).click()
  // The orders page has a "Search" field too: wait for the customers' page first.
  await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible()
  await page.getByLabel('Search').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('customers-count')).toHaveText('1 customer')
  await page.getByTestId('customer-row').getByRole('link').click()
  await expect(page.getByTestId('customer-orders')).toContainText(`#${order.number}`)
  await expect(page.getByTestId('customer-newsletter')).toHaveText('not subscribed')
  await expectAccessible(page, 'admin customer')
  await page.getByRole('button', { name: 'Block the customer' }).click()
  await expect(page.getByText('Please give a reason (up to 500 characters).')).toBeVisible()
  await page.getByLabel('Reason (for colleagues)').fill('Test of the block')
  await page.getByRole('button', { name: 'Block the customer' }).click()
  await expect(page.getByTestId('customer-blocked')).toContainText('Test of the block')
  await expect(page.getByTestId('customer-no-sessions')).toBeVisible()
  const blockedProfile = await request.get('/api/v1/user/dashboard/profile/fetch', {
    headers: { authorization: `Bearer ${order.token}` },
  })
  expect(blockedProfile.status()).toBe(401)
  await page.getByRole('button', { name: 'Unblock' }).click()
  await expect(page.getByTestId('customer-blocked')).toHaveCount(0)

  // STAFF-9: the owner adds a member of each other role; the first password is shown once.
  await page.getByRole('link', { name: 'Staff', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible()
  const members: Record<string, { email: string; password: string }> = {}
  for (const role of ['Sales', 'Production', 'Content']) {
    const add = page.getByTestId('staff-add')
    const memberEmail = `${role.toLowerCase()}.${tag}@example.com`
    await add.getByLabel('Name').fill(`${role} Member`)
    await add.getByLabel('E-mail').fill(memberEmail)
    await add.getByLabel('Role').selectOption({ label: role })
    await add.getByRole('button', { name: 'Add' }).click()
    const answer = page.getByTestId('staff-answer')
    await expect(answer).toContainText(`${role} Member can log in now`)
    members[role.toLowerCase()] = {
      email: memberEmail,
      password: /: (\S+)$/.exec((await answer.textContent())!.trim())![1]!,
    }
  }
  await expect(page.getByTestId('staff-row').filter({ hasText: tag })).toHaveCount(3)
  await expectAccessible(page, 'admin staff')
  // The audit log has every change, filtered by object.
  await page.getByRole('link', { name: 'Audit log' }).click()
  await page.getByLabel('Object', { exact: true }).selectOption('order')
  await page.getByLabel('Object no.').fill(String(order.id))
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('audit-entry').first()).toContainText('Order: refund')
  await expect(page.getByTestId('audit-entry').last()).toContainText('Order: status changed')
  await expectAccessible(page, 'admin audit log')
})
