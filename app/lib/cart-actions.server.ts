import { data, redirect, type RouterContextProvider } from 'react-router'
import type { CartSummary } from '#core/cart/cart.ts'
import type { CartLine } from '#core/cart/cart.ts'
import {
  addLine,
  changeLine,
  configurationKey,
  type Line,
  type LinesResult,
  pieceCount,
  pricedConfigurationKey,
  removeLine,
} from '#core/cart/lines.ts'
import { combinationOfValues } from '#core/catalog/configurator.ts'
import { type Locale, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  addToCartSchema,
  cartLinesSchema,
  storedTitlesSchema,
  updateCartSchema,
} from '#core/validation/cart.ts'
import type { CartRepair } from '#server/modules/cart/cart.service.ts'
import { AppError } from '#core/errors/errors.ts'
import { parseBody } from '#core/validation/parse.ts'
import type { Services } from '#server/services.ts'
import { getRequestInfo, getServices } from './context.server.ts'
import { SCRIPTED_FIELD } from './forms.ts'
import { formAction, formId, formObject } from './forms.server.ts'
import { getSession } from './session.server.ts'
import { unpaidOrderAction } from './unpaid-order.server.ts'

/**
 * The cart's own intents; 'preview' only reads (the dialog, a guest's cart page). 'pay' and
 * 'drop' belong to the unpaid order in the cart (PAY-1).
 */
export const CART_INTENTS = ['add', 'update', 'remove', 'preview'] as const

/** What a cart change answers: the cart as it is now, priced by the server. */
export interface CartAnswer {
  ok: true
  intent: (typeof CART_INTENTS)[number]
  /** What changed; a preview says nothing. */
  message?: string
  summary: CartSummary
  count: number
  /** A guest's cart after the change, for the browser to keep (CART-3, CART-4). */
  guest_cart?: Line[]
  /** Guest lines the server found again by their titles under new ids (CART-5). */
  repaired?: CartRepair[]
}

const NUMBERS = ['quantity', 'combination_id', 'duration_id', 'services', 'option_values']

/**
 * The cart page's action, which the product page's 'In den Warenkorb' and the cart's lines post
 * to (decision 0017, 0018): `intent` add, update or remove. A customer's cart changes in the
 * database through the cart service; a guest's cart lives in the browser (CART-5), so the form
 * sends it along and the answer carries it back changed by the same rules (core/cart/lines.ts)
 * and priced, for the route's clientAction to store. Without JavaScript a guest cannot keep a
 * cart and is asked to log in; a customer is sent on to the cart page.
 */
export async function cartAction(request: Request, context: Readonly<RouterContextProvider>) {
  const services = getServices(context)
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const unpaid = await unpaidOrderAction(request, context, form, locale)
  if (unpaid !== undefined) return unpaid
  const intent = form.get('intent')
  if (!CART_INTENTS.includes(intent as CartAnswer['intent'])) throw data(null, { status: 400 })
  const session = await getSession(request, context)
  const scripted = form.get(SCRIPTED_FIELD) === '1'
  return formAction(form, async () => {
    const change = { intent: intent as CartAnswer['intent'], form, locale }
    if (session) {
      const answer = await changeCustomerCart(services, session.customer.id, change)
      if (!scripted) throw redirect(localizePath('/cart', locale))
      return answer
    }
    if (!scripted) {
      throw new AppError('unauthorized', translate(locale, 'cart.guestNeedsJavaScript'))
    }
    return changeGuestCart(services, change)
  })
}

interface Change {
  intent: CartAnswer['intent']
  form: FormData
  locale: Locale
}

/** A service select sends 0 for 'ohne': no service value is 0. */
function fields(form: FormData) {
  const values = formObject(form, { numbers: NUMBERS })
  if (Array.isArray(values.services)) {
    values.services = values.services.filter((id) => id !== 0)
  }
  return values
}

/**
 * The configuration the product page chose: its combination from the chosen option values (a
 * page without JavaScript sends only those), else the combination id the page worked out.
 */
async function addedLine(services: Services, form: FormData, locale: Locale): Promise<Line> {
  const productId = formId(form, 'product_id', locale)
  const values = fields(form)
  const optionValues = values.option_values
  if (Array.isArray(optionValues) && optionValues.length > 0) {
    const detail = await services.catalog.detail(productId, locale)
    // The configurator's one rule (CAT-5): the combination of exactly these values.
    const chosen = [...new Set(optionValues.filter((id) => typeof id === 'number'))]
    values.combination_id = combinationOfValues(detail.combinations, chosen)?.id ?? 0
  }
  const input = parseBody(addToCartSchema, values, locale)
  const titles = parseTitles(form.get('titles'))
  return { ...input, product_id: productId, ...(titles ? { titles } : {}) }
}

function parseTitles(field: FormDataEntryValue | null) {
  if (typeof field !== 'string' || field === '') return undefined
  const parsed = storedTitlesSchema.safeParse(parseJson(field))
  return parsed.success ? parsed.data : undefined
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function changeCustomerCart(
  services: Services,
  customerId: number,
  { intent, form, locale }: Change,
): Promise<CartAnswer> {
  // The line the change priced is not priced again for the answer's cart (decision 0043).
  const known: CartLine[] = []
  if (intent === 'add') {
    known.push(await services.cart.add(customerId, await addedLine(services, form, locale), locale))
  } else if (intent === 'update') {
    const change = parseBody(updateCartSchema, fields(form), locale)
    known.push(await services.cart.update(customerId, formId(form, 'line', locale), change, locale))
  } else if (intent === 'remove') {
    await services.cart.removeLines(customerId, [formId(form, 'line', locale)])
  }
  const [summary, count] = await Promise.all([
    services.cart.summary(customerId, locale, known),
    services.cart.count(customerId),
  ])
  return { ok: true, intent, message: messageOf(intent, locale), summary, count }
}

const messageKey = { add: 'cart.added', update: 'cart.updated', remove: 'cart.removed' } as const

const messageOf = (intent: CartAnswer['intent'], locale: Locale) =>
  intent === 'preview' ? undefined : translate(locale, messageKey[intent])

async function changeGuestCart(
  services: Services,
  { intent, form, locale }: Change,
): Promise<CartAnswer> {
  const field = form.get('guest_cart')
  const { items } = parseBody(
    cartLinesSchema,
    { items: typeof field === 'string' && field !== '' ? parseJson(field) : [] },
    locale,
  )
  let changed: LinesResult
  let touched: string | null = null
  if (intent === 'add') {
    const line = await addedLine(services, form, locale)
    changed = addLine(items, line)
    touched = configurationKey(line)
  } else if (intent === 'update') {
    const key = String(form.get('key') ?? '')
    const change = parseBody(updateCartSchema, fields(form), locale)
    changed = changeLine(items, key, change)
    const current = items.find((line) => configurationKey(line) === key)
    touched = current ? configurationKey({ ...current, ...change }) : null
  } else if (intent === 'remove') {
    changed = { ok: true, lines: removeLine(items, String(form.get('key') ?? '')) }
  } else {
    changed = { ok: true, lines: items }
  }
  if (!changed.ok) throw invalidQuantity(translate(locale, 'cart.quantityLimit'))
  const lines = changed.lines
  const { repaired, ...summary } = await services.cart.quote(lines, locale)
  // The line just added or changed must be one the shop sells, in stock: otherwise the guest's
  // cart stays as it was, as a customer's would (CART-7).
  if (touched) {
    const refused = summary.errors.find((error) => pricedConfigurationKey(error) === touched)
    if (refused) throw invalidQuantity(refused.message, 'product_id')
    const item = summary.lines.find((line) => pricedConfigurationKey(line) === touched)
    if (item && item.quantity > item.stock) {
      throw invalidQuantity(translate(locale, 'cart.notEnoughStock'))
    }
  }
  return {
    ok: true,
    intent,
    message: messageOf(intent, locale),
    summary,
    count: pieceCount(lines),
    guest_cart: lines,
    repaired,
  }
}

const invalidQuantity = (message: string, field = 'quantity') =>
  new AppError('invalid', message, { [field]: [message] })
