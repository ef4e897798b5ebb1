import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { dataDir } from './data-dir.ts'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import { checkoutThroughApi, registerCustomer } from './orders.ts'

/** Opens a page and waits until React has hydrated it, so clicks and hovers take effect. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated=true]')).toHaveCount(1)
  return response
}

/**
 * Chooses a payment method on the payment step and waits for the totals the server priced for
 * it (the page action's intent `preview`).
 */
export async function choosePaymentMethod(page: Page, name: RegExp) {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes('intent=preview'),
    ),
    page.getByRole('radio', { name }).check(),
  ])
  await expect(page.getByTestId('payment-summary')).toHaveAttribute('aria-busy', 'false')
}

/** The newest mail file (.eml under DATA_DIR/mail) to an address that contains a text. */
async function findMail(to: string, contains: string): Promise<{ file: string; text: string }> {
  const dir = path.join(dataDir(), 'mail')
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
      if (text.includes(to) && text.includes(contains)) return { file, text }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${to}`)
}

/** The newest mail to an address that contains a text, as its raw source (links made whole). */
export async function readMail(to: string, contains: string): Promise<string> {
  return (await findMail(to, contains)).text
}

/** The plain-text part of the newest mail to an address that contains a text, decoded. */
export async function readMailText(to: string, contains: string): Promise<string> {
  const { file } = await findMail(to, contains)
  return (await simpleParser(readFileSync(file))).text ?? ''
}

export interface PlacedOrder {
  /** Session token of the new customer (the nl_session cookie or a Bearer header). */
  token: string
  /** Title of the ordered product. */
  title: string
  id: number
  number: number
  totalCents: number
}

/**
 * Registers a new customer (e-mail `<tag>@example.com`) and places an order of two roll-ups
 * through the HTTP API, the way the checkout screens place it.
 */
export async function placeOrder(
  request: APIRequestContext,
  { tag, paymentMethod = 'invoice' }: { tag: string; paymentMethod?: PaymentMethod },
): Promise<PlacedOrder> {
  const api = await registerCustomer(request, tag)
  const { product, order } = await checkoutThroughApi(request, api, paymentMethod)
  return {
    token: api.token,
    title: product.title,
    id: order.id,
    number: order.number,
    totalCents: order.total_cents,
  }
}
