import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { generate } from 'otplib'
import type { Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder, readMailText } from './helpers.ts'
import { printPdf } from '../integration/fixtures/print-files.ts'
import { logIn, registerCustomer, type ShopApi, uploadPrintFile } from './orders.ts'

// The back office's login (STAFF-2..STAFF-4): the first owner logs in with the password of the
// first start, sets up the second factor with the key shown, and logs in with a code next time.

/** The first owner's e-mail and password, as the first start wrote them. */
function initialOwner() {
  const text = readFileSync(
    path.join(process.env.E2E_DATA_DIR!, 'initial-admin-password.txt'),
    'utf8',
  )
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
  test.setTimeout(120_000)
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
  await refunds.getByLabel('Reason (for colleagues, optional)').fill('Goodwill')
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
  await expect(page.getByTestId('audit-entry').first()).toContainText('order.refund')
  await expect(page.getByTestId('audit-entry').last()).toContainText('order.work')
  await expectAccessible(page, 'admin audit log')
  // For the role matrix below: the members, an order and its customer.
  writeFileSync(
    rolesFile(),
    JSON.stringify({ members, orderId: order.id, orderNumber: order.number }),
  )
  // The owner's logged-in browser state, for the owner's pages (settings-admin.spec.ts).
  await page
    .context()
    .storageState({ path: path.join(process.env.E2E_DATA_DIR!, 'e2e-owner.json') })
})

/** Where the first test leaves the staff it created, for the role matrix (also on a retry). */
const rolesFile = () => path.join(process.env.E2E_DATA_DIR!, 'e2e-staff.json')

/**
 * STAFF-5: every back-office page and action answers only the roles that work with it; a wrong
 * role is a 403, a customer's login or none goes to the back office's login.
 */
test('every back-office page answers only its roles', async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const { members, orderId } = JSON.parse(readFileSync(rolesFile(), 'utf8')) as {
    members: Record<'sales' | 'production' | 'content', { email: string; password: string }>
    orderId: number
  }
  const pages = {
    home: '/en/admin',
    orders: '/en/admin/orders',
    csv: '/en/admin/orders.csv',
    order: `/en/admin/orders/${orderId}`,
    file: `/en/admin/orders/${orderId}/files/999999`,
    customers: '/en/admin/customers',
    mails: '/en/admin/mails',
    invoices: '/en/admin/invoices',
    invoice: '/en/admin/invoices/RE-1999-000001.pdf',
    audit: '/en/admin/audit',
    staff: '/en/admin/staff',
    coupons: '/en/admin/coupons',
    settings: '/en/admin/settings',
    shipping: '/en/admin/settings/shipping',
    redirects: '/en/admin/redirects',
    popups: '/en/admin/popups',
    staticPages: '/en/admin/pages',
    footer: '/en/admin/footer',
    categories: '/en/admin/categories',
    catalog: '/en/admin/catalog',
    prices: '/en/admin/catalog/prices.csv',
  } as const
  const allowed: Record<keyof typeof members, (keyof typeof pages)[]> = {
    sales: [
      'home',
      'orders',
      'csv',
      'order',
      'file',
      'customers',
      'mails',
      'invoices',
      'invoice',
      'coupons',
    ],
    production: ['home', 'orders', 'csv', 'order', 'file'],
    content: [
      'home',
      'redirects',
      'popups',
      'staticPages',
      'footer',
      'categories',
      'catalog',
      'prices',
    ],
  }
  for (const role of ['sales', 'production', 'content'] as const) {
    const context = await browser.newContext({ baseURL: baseURL! })
    const page = await context.newPage()
    await page.goto('/en/admin/login')
    await page.getByLabel('E-mail').fill(members[role].email)
    await page.getByLabel('Password').fill(members[role].password)
    await page.getByRole('button', { name: 'Log in' }).click()
    // No second factor is required of these roles.
    await expect(page).toHaveURL(/\/en\/admin$/)
    await expect(page.getByTestId('dashboard')).toHaveCount(role === 'content' ? 0 : 1)
    // Invoices are money: only the owner and sales find them in the menu.
    await expect(page.getByRole('link', { name: 'Invoices', exact: true })).toHaveCount(
      role === 'sales' ? 1 : 0,
    )
    for (const [name, url] of Object.entries(pages) as [keyof typeof pages, string][]) {
      const answer = await page.request.get(url, { maxRedirects: 0 })
      const missing = name === 'file' || name === 'invoice'
      const expected = allowed[role].includes(name) ? (missing ? 404 : 200) : 403
      expect(answer.status(), `${role} ${name}`).toBe(expected)
    }
    // Actions check the role too, whatever a page shows.
    const post = (url: string, form: Record<string, string>) =>
      page.request.post(url, { form, maxRedirects: 0 })
    const step = await post(pages.order, {
      intent: 'work',
      order: String(orderId),
      version: '0',
      to: 'cancelled',
    })
    expect(step.status(), `${role} cancels`).toBe(
      role === 'content' ? 403 : role === 'sales' ? 409 : 403,
    )
    const addStaff = await post(pages.staff, {
      intent: 'add',
      email: 'x@example.com',
      name: 'X',
      role: 'owner',
    })
    expect(addStaff.status(), `${role} adds staff`).toBe(403)
    const resend = await post(pages.invoices, { intent: 'resend', number: 'RE-1999-000001' })
    expect(resend.status(), `${role} sends an invoice again`).toBe(role === 'sales' ? 404 : 403)
    const coupon = await post(pages.coupons, { intent: 'deactivate', id: '999999' })
    expect(coupon.status(), `${role} switches a coupon`).toBe(role === 'sales' ? 404 : 403)
    const settings = await post(pages.settings, { intent: 'save', tax: '7' })
    expect(settings.status(), `${role} changes the settings`).toBe(403)
    const method = await post(pages.shipping, { intent: 'delete', method: '1' })
    expect(method.status(), `${role} deletes a post method`).toBe(403)
    await context.close()
  }
  // Without a login, every page goes to the login.
  const visitor = await browser.newContext({ baseURL: baseURL! })
  for (const url of Object.values(pages)) {
    const answer = await visitor.request.get(url, { maxRedirects: 0 })
    expect(answer.status(), url).toBe(302)
    expect(answer.headers().location).toMatch(/\/en\/admin\/login\?next=/)
  }
  await visitor.close()
})

/** A member of the staff logs in (English); none of the roles below needs a second factor. */
async function logInStaff(page: Page, member: { email: string; password: string }) {
  await page.goto('/en/admin/login')
  await page.getByLabel('E-mail').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
}

/**
 * INV-6: sales find the invoice of the first test's order (on invoice) and the credit
 * note of its refund, download the PDF and send it again; the same in German, on a phone and
 * without JavaScript.
 */
test('sales find an order’s invoice and credit note, download the PDF and send it again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { members, orderId, orderNumber } = JSON.parse(readFileSync(rolesFile(), 'utf8')) as {
    members: Record<'sales', { email: string; password: string }>
    orderId: number
    orderNumber: number
  }
  const context = await browser.newContext({ baseURL: baseURL! })
  const page = await context.newPage()
  await logInStaff(page, members.sales)
  await page.getByRole('link', { name: 'Invoices', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible()
  const filters = page.getByTestId('invoices-filters')
  await filters.getByLabel('Search').fill(String(orderNumber))
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`))
  const rows = page.getByTestId('invoice-row')
  await expect(page.getByTestId('invoices-count')).toHaveText('2 documents')
  const invoice = rows.filter({ has: page.getByRole('rowheader', { name: /^RE-/ }) })
  const credit = rows.filter({ has: page.getByRole('rowheader', { name: /^GS-/ }) })
  const invoiceNumber = (await invoice.getByRole('rowheader').textContent())!.trim()
  await expect(invoice).toContainText('Invoice')
  await expect(invoice).toContainText('On invoice')
  await expect(invoice.getByRole('link', { name: `#${orderNumber}` })).toHaveAttribute(
    'href',
    `/en/admin/orders/${orderId}`,
  )
  // The refund of 10,00 in the first test is the credit note; it names its invoice.
  await expect(credit).toContainText('Credit note')
  await expect(credit).toContainText('10,00')
  await expect(credit).toContainText(invoiceNumber)
  await expectAccessible(page, 'admin invoices')

  // The PDF comes as an attachment.
  const pdfLink = invoice.getByRole('link', { name: `PDF ${invoiceNumber}` })
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()])
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`)
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="RE-/)
  expect(pdf.headers()['cache-control']).toBe('private, no-store')
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await expect(invoice.getByRole('link', { name: `XML ${invoiceNumber}` })).toBeVisible()

  await invoice.getByRole('button', { name: `Send again ${invoiceNumber}` }).click()
  await expect(page.getByTestId('invoices-answer')).toHaveText(
    `Invoice ${invoiceNumber} was sent again.`,
  )
  // The filter stays after sending.
  await expect(page.getByTestId('invoices-count')).toHaveText('2 documents')
  await filters.getByLabel('Type').selectOption('credit_note')
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('invoices-count')).toHaveText('1 document')
  await filters.getByLabel('Search').fill('no such buyer')
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('invoices-empty')).toHaveText('No document matches these filters.')
  if (process.env.SHOTS_DIR) {
    await page.goto(`/en/admin/invoices?q=${orderNumber}`)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-invoices-en.png` })
  }

  // The order's page lists them too, and sends the credit note again.
  await page.goto(`/en/admin/orders/${orderId}`)
  const section = page.getByTestId('order-invoices')
  await expect(section.getByRole('heading', { name: 'Invoices and credit notes' })).toBeVisible()
  await expect(section.getByTestId('order-invoice')).toHaveCount(2)
  await section.getByRole('button', { name: /^Send again GS-/ }).click()
  await expect(section.getByTestId('order-invoices-answer')).toContainText(
    /^Credit note GS-\d{4}-\d{6} was sent again\.$/,
  )
  await expectAccessible(page, 'admin order with invoices')
  if (process.env.SHOTS_DIR) {
    await section.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-order-invoices-en.png` })
  }

  // German is the back office's default; the frame's language link switches.
  await page.goto(`/en/admin/invoices?q=${orderNumber}`)
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/invoices\\?q=${orderNumber}$`))
  await expect(page.getByRole('heading', { name: 'Rechnungen' })).toBeVisible()
  await expect(invoice).toContainText('Rechnung')
  await expect(invoice).toContainText('Auf Rechnung')
  await expect(credit).toContainText('Gutschrift')
  await expect(page.getByTestId('invoices-count')).toHaveText('2 Belege')
  await expectAccessible(page, 'admin invoices in German')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-invoices-de.png` })
  }
  // On a phone the table scrolls in its own box; the page itself does not scroll sideways.
  const phone = await context.newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  for (const prefix of ['', '/en']) {
    await phone.goto(`${prefix}/admin/invoices?q=${orderNumber}`)
    await expect(phone.getByTestId('invoice-row')).toHaveCount(2)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    )
    if (process.env.SHOTS_DIR) {
      await phone.screenshot({
        path: `${process.env.SHOTS_DIR}/admin-invoices-phone-${prefix ? 'en' : 'de'}.png`,
        fullPage: true,
      })
    }
  }
  await phone.goto(`/admin/orders/${orderId}`)
  await phone.getByTestId('order-invoices').scrollIntoViewIfNeeded()
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (process.env.SHOTS_DIR) {
    await phone.screenshot({ path: `${process.env.SHOTS_DIR}/admin-order-invoices-phone-de.png` })
  }
  await phone.close()
  await context.close()

  // Without JavaScript: the filter is a link, "send again" a plain form post.
  const plain = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false })
  const desk = await plain.newPage()
  await logInStaff(desk, members.sales)
  await desk.goto('/admin/invoices')
  await desk.getByLabel('Suche').fill(String(orderNumber))
  await desk.getByLabel('Art').selectOption('invoice')
  await desk.getByRole('button', { name: 'Filtern' }).click()
  await expect(desk.getByTestId('invoices-count')).toHaveText('1 Beleg')
  await desk.getByRole('button', { name: `Erneut senden ${invoiceNumber}` }).click()
  await expect(desk.getByTestId('invoices-answer')).toHaveText(
    `Rechnung ${invoiceNumber} wurde erneut gesendet.`,
  )
  await expect(desk.getByTestId('invoices-count')).toHaveText('1 Beleg')
  await plain.close()
})

/**
 * STAFF-10: sales create a coupon in the back office (a field error first), find it in the list
 * with its figures and edit it; the list and the form in both languages, on a phone and
 * without JavaScript.
 */
test('sales create a coupon, find it in the list and edit it', async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const { members } = JSON.parse(readFileSync(rolesFile(), 'utf8')) as {
    members: Record<'sales', { email: string; password: string }>
  }
  const couponCode = `e2e-${Date.now().toString(36)}`
  const upper = couponCode.toUpperCase()
  const context = await browser.newContext({ baseURL: baseURL! })
  const page = await context.newPage()
  await logInStaff(page, members.sales)
  await page.getByRole('link', { name: 'Coupons', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible()
  await expect(page.getByTestId('coupon-row').filter({ hasText: 'MESSE10' })).toHaveCount(1)
  await expectAccessible(page, 'admin coupons')

  const create = page.getByTestId('coupon-form-create')
  await create.getByLabel('Code').fill(couponCode)
  await create.getByLabel('Discount in %').fill('101')
  await create.getByLabel('Uses in total').fill('50')
  await create.getByRole('button', { name: 'Create coupon' }).click()
  await expect(create.getByTestId('field-error')).toHaveText(
    'Please enter a percentage above 0 and at most 100, with at most two decimals.',
  )
  await expect(create.getByLabel('Discount in %')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, 'admin coupons with a field error')
  await create.getByLabel('Discount in %').fill('12.5')
  await create.getByRole('button', { name: 'Create coupon' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/coupons\/\d+\?created=1$/)
  const detailPath = new URL(page.url()).pathname
  await expect(page.getByTestId('coupon-answer')).toHaveText(`Coupon ${upper} was created.`)
  await expect(page.getByTestId('coupon-figures')).toContainText('0 of 50')
  await expect(page.getByTestId('coupon-orders-none')).toBeVisible()
  const edit = page.getByTestId('coupon-form-save')
  await expect(edit.getByLabel('Code')).toHaveValue(upper)
  await edit.getByLabel('Uses per customer').fill('1')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('coupon-answer')).toHaveText(`Coupon ${upper} was saved.`)
  await expect(page.getByTestId('coupon-figures')).toContainText('Uses per customer1')
  await expectAccessible(page, 'admin coupon')
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-coupon-en.png`, fullPage: true })
  }

  await page.getByRole('link', { name: 'Back to the coupons' }).click()
  const filters = page.getByTestId('coupons-filters')
  await filters.getByLabel('Code').fill(couponCode)
  await filters.getByLabel('Status').selectOption('active')
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('coupons-count')).toHaveText('1 coupon')
  const row = page.getByTestId('coupon-row')
  await expect(row).toContainText('12.5 %')
  await expect(row).toContainText('0 of 50')
  await expect(row).toContainText('active')
  await filters.getByLabel('Status').selectOption('expired')
  await filters.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('coupons-empty')).toHaveText('No coupon matches these filters.')
  if (process.env.SHOTS_DIR) {
    await page.goto('/en/admin/coupons')
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-coupons-en.png`, fullPage: true })
    await page.goto('/admin/coupons')
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-coupons-de.png`, fullPage: true })
    await page.goto(detailPath.replace(/^\/en/, ''))
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-coupon-de.png`, fullPage: true })
  }
  // On a phone the table scrolls in its own box; the page itself does not scroll sideways.
  const phone = await context.newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  for (const prefix of ['', '/en']) {
    await phone.goto(`${prefix}/admin/coupons`)
    await expect(phone.getByTestId('coupon-row').first()).toBeVisible()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    )
    if (process.env.SHOTS_DIR) {
      await phone.screenshot({
        path: `${process.env.SHOTS_DIR}/admin-coupons-phone-${prefix ? 'en' : 'de'}.png`,
        fullPage: true,
      })
    }
  }
  await phone.getByTestId('coupon-row').filter({ hasText: 'MESSE10' }).getByRole('link').click()
  await expect(
    phone.getByTestId('coupon-orders').or(phone.getByTestId('coupon-orders-none')),
  ).toBeVisible()
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (process.env.SHOTS_DIR) {
    await phone.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-coupon-phone-en.png`,
      fullPage: true,
    })
  }
  await phone.close()
  await context.close()

  // Without JavaScript: the form posts as a document; the message stands in German by its field.
  const plain = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false })
  const desk = await plain.newPage()
  await logInStaff(desk, members.sales)
  await desk.goto('/admin/coupons')
  const form = desk.getByTestId('coupon-form-create')
  await form.getByLabel('Code').fill(couponCode)
  await form.getByLabel('Rabatt in %').fill('5')
  await form.getByRole('button', { name: 'Gutschein anlegen' }).click()
  await expect(form.getByTestId('field-error')).toHaveText('Diesen Code gibt es schon.')
  await expect(form.getByLabel('Code')).toHaveValue(couponCode)
  await desk.getByTestId('coupon-row').filter({ hasText: upper }).getByRole('button').click()
  await expect(desk.getByTestId('coupons-answer')).toHaveText(`Gutschein ${upper} ist inaktiv.`)
  await plain.close()
})

test('a customer fixes the print data the check found, staff accept it, the customer approves the proof, production starts', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const { members } = JSON.parse(readFileSync(rolesFile(), 'utf8')) as {
    members: Record<'production', { email: string; password: string }>
  }
  const tag = `print.check.${Date.now().toString(36)}`
  const order = await placeOrder(request, { tag })
  const customer = await browser.newContext({ baseURL: baseURL! })
  await logIn(customer, { token: order.token } as ShopApi, baseURL!)
  await customer.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const mine = await customer.newPage()
  await mine.goto(`/en/profile/orders?order=${order.id}`)
  const item = mine.getByTestId('order-item').first()
  // PRE-1, PRE-4, PRE-9: a roll-up without bleed is checked within seconds: a warning in plain
  // words, with the preview beside it.
  const upload = async (name: string, bleed: number) =>
    item.getByLabel(`Upload a print file for ${order.title}`).setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(await printPdf({ trim: [850, 2000], bleed })),
    })
  await upload('rollup-no-bleed.pdf', 0)
  const first = item.getByTestId('print-file').filter({ hasText: 'rollup-no-bleed.pdf' })
  await expect(first.getByTestId('print-check-level')).toHaveText('Please check', {
    timeout: 30_000,
  })
  await expect(first.getByTestId('print-check-findings')).toContainText('The file has no bleed')
  const preview = first.getByTestId('print-preview')
  await expect(preview).toBeVisible()
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100)
  await expectAccessible(mine, 'profile order with a print-data check')
  if (process.env.SHOTS_DIR) {
    await mine.screenshot({ path: `${process.env.SHOTS_DIR}/print-check.png`, fullPage: true })
    const phone = await customer.newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    await phone.goto(`/profile/orders?order=${order.id}`)
    await phone.getByTestId('print-check-level').first().scrollIntoViewIfNeeded()
    await phone.screenshot({ path: `${process.env.SHOTS_DIR}/print-check-phone-de.png` })
    await phone.close()
  }
  // The corrected file replaces the first.
  await first.getByRole('button', { name: 'Delete rollup-no-bleed.pdf' }).click()
  await mine.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(first).toHaveCount(0)
  await upload('rollup-with-bleed.pdf', 5)
  const fixed = item.getByTestId('print-file').filter({ hasText: 'rollup-with-bleed.pdf' })
  await expect(fixed.getByTestId('print-check-level')).toHaveText('OK', { timeout: 30_000 })
  await expect(mine.getByTestId('proof')).toHaveCount(0)

  // PRE-11: production staff see the check and the preview, and accept the data.
  const staff = await browser.newContext({ baseURL: baseURL! })
  const desk = await staff.newPage()
  await desk.goto('/en/admin/login')
  await desk.getByLabel('E-mail').fill(members.production.email)
  await desk.getByLabel('Password').fill(members.production.password)
  await desk.getByRole('button', { name: 'Log in' }).click()
  await expect(desk).toHaveURL(/\/en\/admin$/)
  await desk.goto(`/en/admin/orders/${order.id}`)
  await expect(desk.getByTestId('print-check-level')).toHaveText('OK')
  await expect(desk.getByTestId('print-preview')).toBeVisible()
  if (process.env.SHOTS_DIR) {
    await desk.screenshot({
      path: `${process.env.SHOTS_DIR}/admin-print-check.png`,
      fullPage: true,
    })
  }
  await desk.getByRole('button', { name: 'Accept print data' }).click()
  const state = desk.getByTestId('order-work-state')
  await expect(state).toHaveText('print data checked')
  await expect(desk.getByRole('button', { name: 'Move to “in production”' })).toHaveCount(0)
  // MAIL-5 in the order's language (German: the order was placed in German).
  expect(await readMailText(`${tag}@example.com`, 'Proof frei')).toContain(
    'Wir haben Ihre Druckdaten geprüft.',
  )

  // The customer approves the proof in the profile; then production starts.
  await mine.reload()
  const proof = mine.getByTestId('proof')
  await expect(proof).toContainText('We have checked your print data.')
  await proof.getByRole('button', { name: 'Approve proof' }).click()
  await expect(mine.getByTestId('proof-approved')).toContainText('You approved the proof on')
  await expect(mine.getByTestId('order-details').getByTestId('work-state')).toHaveText(
    'Proof approved',
  )
  await desk.reload()
  await expect(state).toHaveText('proof approved')
  await expect(desk.getByTestId('order-event').last()).toContainText('proof approved')
  await expect(desk.getByTestId('order-facts')).toContainText(
    /Proof approved\s*.+ from 127\.0\.0\.1/,
  )
  await desk.getByRole('button', { name: 'Move to “in production”' }).click()
  await expect(state).toHaveText('in production')
  await customer.close()
  await staff.close()
})

test("a customer's login does not open the back office", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const api = await registerCustomer(request, `admin.customer.${Date.now().toString(36)}`)
  await logIn(context, api, baseURL!)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login\?next=/)
  await expect(page.getByTestId('admin-login-form')).toBeVisible()
})
