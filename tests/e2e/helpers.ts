import { randomInt } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so clicks and hovers take effect. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated=true]')).toHaveCount(1)
  return response
}

/** The newest mail (.eml under DATA_DIR/mail) to an address that contains a text. */
export async function readMail(to: string, contains: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail')
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = []
    try {
      files = readdirSync(dir)
        .map((file) => path.join(dir, file))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    } catch {
      // No mail written yet.
    }
    for (const file of files) {
      // Undo quoted-printable soft breaks so links are whole.
      const text = readFileSync(file, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
      if (text.includes(to) && text.includes(contains)) return text
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${to}`)
}

export interface PlacedOrder {
  /** Session token of the new customer (the nl_session cookie or a Bearer header). */
  token: string
  /** Title of the ordered product. */
  title: string
  id: number
  number: number
}

/**
 * Registers a new customer (e-mail `<tag>@example.com`) and places an order of two roll-ups
 * through the HTTP API, the way the checkout screens place it.
 */
export async function placeOrder(
  request: APIRequestContext,
  {
    tag,
    paymentMethod = 'invoice',
  }: { tag: string; paymentMethod?: 'invoice' | 'prepayment' | 'card' | 'paypal' },
): Promise<PlacedOrder> {
  const site = '/api/v1/user/site'
  const registered = await request.post('/api/v1/user/auth/register', {
    data: {
      company: 'Nordwind Messebau',
      gender: 'female',
      first_name: 'Jördis',
      last_name: 'Hansen',
      address: 'Hafenstraße 5',
      postcode: '20457',
      city: 'Hamburg',
      country_id: 18,
      email: `${tag}@example.com`,
      // The phone is unique per customer (spec 8 'Das Telefon ist bereits vergeben.').
      phone: `+49 40 ${randomInt(10_000_000, 100_000_000)}`,
      password: 'Sicher1234',
      password_confirmation: 'Sicher1234',
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const token = (await registered.json()).body.access_token as string
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'de' }
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const res = await request.fetch(`${site}${url}`, { method, headers, data })
    expect(res.ok(), await res.text()).toBe(true)
    return (await res.json()).body
  }

  const address = await call('POST', '/cart/addresses/add', {
    company: 'Nordwind Messebau',
    gender: 'female',
    first_name: 'Jördis',
    last_name: 'Hansen',
    address: 'Hafenstraße 5',
    postcode: '20457',
    city: 'Hamburg',
    country_id: 18,
    phone: '+49 40 123',
  })
  const list = await call('GET', '/middle-page/products/roll-up-standard?per_page=100')
  const product = list.data[0] as { id: number; title: string }
  const infos = await call('GET', `/detail-page/product/infos/${product.id}`)
  const combos = await call('GET', `/detail-page/product/optionsid/${product.id}`)
  const line = await call('POST', `/cart/add/${product.id}`, {
    quantity: 2,
    combination_id: combos.combinations[0].combination_id,
    duration_id: infos.working_day[0].duration_id,
    services: [],
  })
  await call('PUT', '/cart/checkout/shipping', {
    billingAddressId: address.id,
    mode: 'same',
    shippings: [{ addressId: address.id, postMethod: 'dhl-standard', cartItemIds: [line.id] }],
  })
  await call('PUT', '/cart/checkout/payment', { paymentMethod, termsAccepted: true })
  const created = await call('POST', '/cart/orders/create', { idempotency_key: `e2e-${tag}` })
  return {
    token,
    title: product.title,
    id: created.order.id as number,
    number: created.order.number as number,
  }
}
