import { redirect, type RouterContextProvider } from 'react-router'
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
import { addToCartSchema, cartLinesSchema, storedTitlesSchema } from '#core/validation/cart.ts'
import { cartForm, type CartForm } from '#core/validation/intents.ts'
import {
  CART_TARGET_KEY,
  type CartTarget,
  cartTargetFromSearch,
  parseCartTargetText,
} from '#core/cart/cart-target.ts'
import type { CartRepair } from '#server/modules/cart/cart.service.ts'
import { AppError } from '#core/errors/errors.ts'
import { databaseIdFrom } from '#core/ids/database-id.ts'
import { parseBody } from '#core/validation/parse.ts'
import type { Services } from '#server/services.ts'
import { getRequestInfo, getServices } from './context.server.ts'
import { SCRIPTED_FIELD } from './forms.ts'
import { formAction, formObject, parseForm } from './forms.server.ts'
import { getSession } from './session.server.ts'
import { unpaidOrderAction } from './unpaid-order.server.ts'

/** What a cart change answers: the cart as it is now, priced by the server. */
export interface CartAnswer {
  ok: true
  /** The cart's own intents; 'preview' only reads ('pay' and 'drop' are the unpaid order's). */
  intent: CartForm['intent']
  /** What changed; a preview says nothing. */
  message?: string
  summary: CartSummary
  count: number
  /** A guest's cart after the change, for the browser to keep (CART-3, CART-4). */
  guest_cart?: Line[]
  /** Guest lines the server found again by their titles under new ids (CART-5). */
  repaired?: CartRepair[]
  /** FAIR-TGT-2: a guest's target as the browser keeps it now (null: none any more). */
  guest_target?: CartTarget | null
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
  const session = await getSession(request, context)
  const scripted = form.get(SCRIPTED_FIELD) === '1'
  return formAction(form, async () => {
    // Decision 0039: read once; an intent no page sends is a 400.
    const input = parseForm(form, cartForm, locale, { numbers: NUMBERS })
    const change = { input, form, locale }
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
  input: CartForm
  /** The add form's configuration fields, read by `addedLine`. */
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

/** A customer's line the form names: a form without one names nothing. */
function lineId(line: string, locale: Locale): number {
  const id = databaseIdFrom(line)
  if (id === undefined) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
  return id
}

/**
 * The configuration the product page chose: its combination from the chosen option values (a
 * page without JavaScript sends only those), else the combination id the page worked out.
 */
async function addedLine(
  services: Services,
  productId: number,
  form: FormData,
  locale: Locale,
): Promise<Line> {
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
  { input, form, locale }: Change,
): Promise<CartAnswer> {
  // The line the change priced is not priced again for the answer's cart (decision 0043).
  const known: CartLine[] = []
  await changeCustomerTarget(services, customerId, { input, form, locale })
  switch (input.intent) {
    case 'add': {
      const line = await addedLine(services, input.product_id, form, locale)
      known.push(await services.cart.add(customerId, line, locale))
      break
    }
    case 'update': {
      const { intent: _, line, key: __, ...change } = input
      known.push(await services.cart.update(customerId, lineId(line, locale), change, locale))
      break
    }
    case 'remove':
      await services.cart.removeLines(customerId, [lineId(input.line, locale)])
      break
    case 'preview':
    case 'clear_target':
      break
  }
  const { intent } = input
  const [summary, count, target] = await Promise.all([
    services.cart.summary(customerId, locale, known),
    services.cart.count(customerId),
    services.cartTargets.get(customerId),
  ])
  const plan = await services.cartTargets.planFor(target, summary.lines, locale)
  return {
    ok: true,
    intent,
    message: messageOf(intent, locale),
    summary: { ...summary, plan },
    count,
  }
}

/**
 * FAIR-TGT-1, FAIR-TGT-2: the target the product page's planner sends with 'In den Warenkorb'
 * (its address's names), checked before the line is added; 'clear_target' drops it.
 */
async function changeCustomerTarget(
  services: Services,
  customerId: number,
  { input, form, locale }: Change,
) {
  if (input.intent === 'clear_target') return services.cartTargets.clear(customerId)
  const target = input.intent === 'add' ? formTarget(form) : undefined
  if (target) await services.cartTargets.set(customerId, target, locale)
}

function formTarget(form: FormData): CartTarget | undefined {
  const search = new URLSearchParams()
  for (const name of ['fair', 'target_date', 'target_country']) {
    const value = form.get(name)
    if (typeof value === 'string') search.set(name, value)
  }
  return cartTargetFromSearch(search)
}

const messageKey = {
  add: 'cart.added',
  update: 'cart.updated',
  remove: 'cart.removed',
  clear_target: 'fairTarget.targetRemoved',
} as const

const messageOf = (intent: CartForm['intent'], locale: Locale) =>
  intent === 'preview' ? undefined : translate(locale, messageKey[intent])

async function changeGuestCart(
  services: Services,
  { input, form, locale }: Change,
): Promise<CartAnswer> {
  const { intent } = input
  const field = form.get('guest_cart')
  const { items } = parseBody(
    cartLinesSchema,
    { items: typeof field === 'string' && field !== '' ? parseJson(field) : [] },
    locale,
  )
  let changed: LinesResult = { ok: true, lines: items }
  let touched: string | null = null
  switch (input.intent) {
    case 'add': {
      const line = await addedLine(services, input.product_id, form, locale)
      changed = addLine(items, line)
      touched = configurationKey(line)
      break
    }
    case 'update': {
      const { intent: _, line: __, key, ...change } = input
      changed = changeLine(items, key, change)
      const current = items.find((line) => configurationKey(line) === key)
      touched = current ? configurationKey({ ...current, ...change }) : null
      break
    }
    case 'remove':
      changed = { ok: true, lines: removeLine(items, input.key) }
      break
    case 'preview':
    case 'clear_target':
      break
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
  const target = await guestTarget(services, { input, form, locale })
  const plan = await services.cartTargets.planFor(target ?? undefined, summary.lines, locale)
  return {
    ok: true,
    intent,
    message: messageOf(intent, locale),
    summary: { ...summary, plan },
    count: pieceCount(lines),
    guest_cart: lines,
    repaired,
    guest_target: target,
  }
}

/** FAIR-TGT-2: a guest's target: the one the add form brings (checked), else the stored one. */
async function guestTarget(services: Services, { input, form, locale }: Change) {
  if (input.intent === 'clear_target') return null
  const added = input.intent === 'add' ? formTarget(form) : undefined
  if (added) {
    await services.cartTargets.check(added, locale)
    return added
  }
  return parseCartTargetText(form.get(CART_TARGET_KEY)) ?? null
}

const invalidQuantity = (message: string, field = 'quantity') =>
  new AppError('invalid', message, { [field]: [message] })
