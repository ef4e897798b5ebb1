import { createHash, randomBytes, randomInt } from 'node:crypto'
import http from 'node:http'
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import type { PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import { CONSENT_COOKIE, noConsent, serializeConsent } from '#core/consent/consent.ts'
import { expect, test } from './fixtures.ts'

// Orders placed through the HTTP API, the way the checkout screens place them: register, fill
// the server cart, save the shipping and payment steps, create the order.

/** A registered customer's session against the REST API in one language. */
export interface ShopApi {
  token: string
  /** Calls `/api/v1<url>`, expects a 2xx answer and returns its body. */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T>
  /** The same customer in another language (the API reads Accept-Language). */
  in(locale: 'de' | 'en'): ShopApi
}

/** The API session of a token, on this test's request context (contexts end with their test). */
export function shopApi(
  request: APIRequestContext,
  token: string,
  locale: 'de' | 'en' = 'de',
): ShopApi {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': locale }
  return {
    token,
    async call<T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
      const res = await request.fetch(`/api/v1${url}`, { method, headers, data })
      expect(res.ok(), await res.text()).toBe(true)
      return (await res.json()).body as T
    },
    in: (other) => shopApi(request, token, other),
  }
}

const hamburg = {
  company: 'Nordwind Messebau',
  gender: 'female',
  first_name: 'Jördis',
  last_name: 'Hansen',
  address: 'Hafenstraße 5',
  postcode: '20457',
  city: 'Hamburg',
  country_id: 18,
}

function registration(tag: string) {
  return {
    ...hamburg,
    email: `${tag}@example.com`,
    // The phone is unique per customer (ERR-4 'Das Telefon ist bereits vergeben.').
    phone: `+49 40 ${randomInt(10_000_000, 100_000_000)}`,
    password: 'Sicher1234',
    password_confirmation: 'Sicher1234',
  }
}

/**
 * Registers a new customer in Hamburg (e-mail `<tag>@example.com`); answers its API session.
 * It registers from a loopback address of its own, picked by the tag: the shop allows ten
 * registrations an hour per address (SEC-3), and the browser's 127.0.0.1 is kept for the specs
 * that register through the storefront.
 */
export async function registerCustomer(request: APIRequestContext, tag: string) {
  // The shop of the running test's project (playwright.config.ts runs two).
  const shop = test.info().project.use.baseURL!
  return registerCustomerFromElsewhere(request, shop, tag, loopbackFor(tag))
}

/** An address in 127.1.0.0/16 (all of 127.0.0.0/8 reaches this machine), one per tag. */
function loopbackFor(tag: string): string {
  const hash = createHash('sha256').update(tag).digest()
  return `127.1.${hash[0]!}.${(hash[1]! % 254) + 1}`
}

/**
 * Registers like `registerCustomer`, but from another loopback address (Linux routes all of
 * 127.0.0.0/8 to this machine). The shop allows ten registrations an hour per address, and the
 * specs that register through the storefront use up those of 127.0.0.1.
 */
export async function registerCustomerFromElsewhere(
  request: APIRequestContext,
  baseURL: string,
  tag: string,
  localAddress = '127.0.0.2',
) {
  const body = JSON.stringify(registration(tag))
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = http.request(
      new URL('/api/v1/user/auth/register', baseURL),
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
  expect(answer.status, answer.text).toBe(201)
  return shopApi(request, JSON.parse(answer.text).body.access_token as string)
}

/** The storefront cookies of a logged-in customer who has answered the consent banner. */
export async function logIn(context: BrowserContext, api: ShopApi, baseURL: string) {
  await context.addCookies([
    { name: 'nl_session', value: api.token, url: baseURL },
    { name: CONSENT_COOKIE, value: serializeConsent(noConsent), url: baseURL },
  ])
}

export interface ListedProduct {
  id: number
  title: string
  path: string
}

/** A product of a category: the one with this title, or the first. */
export async function findProduct(
  request: APIRequestContext,
  category: string,
  title?: string,
): Promise<ListedProduct> {
  const res = await request.get(`/api/v1/user/site/middle-page/products/${category}?per_page=100`, {
    headers: { 'accept-language': 'de' },
  })
  const list = (await res.json()).body.data as ListedProduct[]
  const product = title ? list.find((candidate) => candidate.title === title) : list[0]
  expect(product, `${category} ${title ?? ''}`).toBeDefined()
  return product!
}

/** Puts a product into the server cart with its first combination and production time. */
export async function addToCart(api: ShopApi, productId: number, quantity = 2) {
  const infos = await api.call<{ working_day: { duration_id: number }[] }>(
    'GET',
    `/user/site/detail-page/product/infos/${productId}`,
  )
  const combos = await api.call<{ combinations: { combination_id: number }[] }>(
    'GET',
    `/user/site/detail-page/product/optionsid/${productId}`,
  )
  return api.call<{ id: number }>('POST', `/user/site/cart/add/${productId}`, {
    quantity,
    combination_id: combos.combinations[0]!.combination_id,
    duration_id: infos.working_day[0]!.duration_id,
    services: [],
  })
}

/** The shipping step: a new address in Hamburg for billing and delivery of these cart lines. */
export async function saveShipping(api: ShopApi, cartItemIds: number[]) {
  const address = await api.call<{ id: number }>('POST', '/user/site/cart/addresses/add', {
    ...hamburg,
    phone: '+49 40 123',
  })
  await api.call('PUT', '/user/site/cart/checkout/shipping', {
    billingAddressId: address.id,
    mode: 'same',
    shippings: [{ addressId: address.id, postMethod: 'dhl-standard', cartItemIds }],
  })
}

/** The payment step with the terms accepted. */
export async function savePayment(api: ShopApi, paymentMethod: PaymentMethod) {
  await api.call('PUT', '/user/site/cart/checkout/payment', { paymentMethod, termsAccepted: true })
}

export interface PlacedOrder {
  id: number
  number: number
  total_cents: number
  payment_method: PaymentMethod
}

/** Creates the order from the cart and the saved steps (in the API session's language). */
export async function createOrder(api: ShopApi): Promise<PlacedOrder> {
  const created = await api.call<{ order: PlacedOrder }>('POST', '/user/site/cart/orders/create', {
    idempotency_key: `e2e-${randomBytes(8).toString('hex')}`,
  })
  return created.order
}

/** The whole checkout of a customer through the API: two pieces of the first standard roll-up. */
export async function checkoutThroughApi(
  request: APIRequestContext,
  api: ShopApi,
  paymentMethod: PaymentMethod,
) {
  const product = await findProduct(request, 'roll-up-standard')
  const line = await addToCart(api, product.id)
  await saveShipping(api, [line.id])
  await savePayment(api, paymentMethod)
  return { product, order: await createOrder(api) }
}

/** The order's print files as the API answers them, with their checks. */
interface CheckedFile {
  id: number
  check: { state: string; level: string | null } | null
}

/**
 * Uploads a print file for the order's first line through the API (as the profile does) and
 * waits until its print-data check has its result (PRE-1).
 */
export async function uploadPrintFile(
  request: APIRequestContext,
  token: string,
  orderId: number,
  file: { name: string; buffer: Buffer },
): Promise<CheckedFile> {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' }
  const base = '/api/v1/user/dashboard/invoices'
  const detail = async () =>
    (await (await request.get(`${base}/fetch/${orderId}`, { headers })).json()).body as {
      packages: { items: { id: number; files: CheckedFile[] }[] }[]
    }
  const itemId = (await detail()).packages[0]!.items[0]!.id
  const answer = await request.post(`${base}/images/upload/${orderId}`, {
    headers,
    multipart: {
      order_item_id: String(itemId),
      file: { name: file.name, mimeType: 'application/pdf', buffer: file.buffer },
    },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  const id = (await answer.json()).body.id as number
  let found: CheckedFile | undefined
  await expect
    .poll(
      async () => {
        found = (await detail()).packages
          .flatMap((pkg) => pkg.items.flatMap((item) => item.files))
          .find((candidate) => candidate.id === id)
        return found?.check?.state
      },
      { timeout: 60_000 },
    )
    .toBe('done')
  return found!
}
