import { expect, test } from './fixtures.ts'
import { placeOrder } from './helpers.ts'
import { registerCustomer, logIn } from './orders.ts'
import { fixtureStaff } from './staff.ts'

// STAFF-5: the roles' pages and actions, with this worker's members (tests/e2e/serve.ts) and an
// order of the test's own.

/**
 * STAFF-5: every back-office page and action answers only the roles that work with it; a wrong
 * role is a 403, a customer's login or none goes to the back office's login.
 */
test('every back-office page answers only its roles', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000)
  const members = {
    sales: fixtureStaff('sales'),
    production: fixtureStaff('production'),
    content: fixtureStaff('content'),
  }
  const orderId = (await placeOrder(request, { tag: `roles.${Date.now().toString(36)}` })).id
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
    stock: '/en/admin/stock',
    notifications: '/en/admin/notifications',
    search: '/en/admin/search?q=Messe',
    edit: `/en/admin/orders/${orderId}/edit`,
    deliveryNote: `/en/admin/orders/${orderId}/delivery-note`,
    packingSlip: `/en/admin/orders/${orderId}/packing-slip`,
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
      'notifications',
      'search',
      'edit',
      'deliveryNote',
      'packingSlip',
    ],
    production: [
      'home',
      'orders',
      'csv',
      'order',
      'file',
      'stock',
      'notifications',
      'search',
      'deliveryNote',
      'packingSlip',
    ],
    content: [
      'home',
      'stock',
      'notifications',
      'search',
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
    // Sales may cancel (the test's own order, still new); the other roles may not.
    expect(step.status(), `${role} cancels`).toBe(role === 'sales' ? 200 : 403)
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
