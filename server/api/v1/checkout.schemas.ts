import { z } from 'zod'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { DELIVERY_MODES, paymentStepSchema, shippingStepSchema } from '#core/validation/checkout.ts'
import { localizedMessage, text } from '#core/validation/text.ts'
import { AppError } from '#server/modules/shared/errors.ts'
import { cartItem } from './cart.routes.ts'

// Answer shapes of the checkout API (server/api/v1/checkout.routes.ts): what the schema does not
// name is not sent.

const cents = z.number().int()

const addressSnapshot = z.object({
  company: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  phone: z.string(),
})

const priceLine = z.object({
  quantity: z.number().int(),
  tier: z.object({ minQuantity: z.number().int(), percent: z.number() }).nullable(),
  productPriceCents: cents,
  baseUnitCents: cents,
  surchargeCents: cents,
  servicesCents: cents,
  unitCents: cents,
  totalCents: cents,
})

const totals = z.object({
  lines: z.array(priceLine),
  subtotalCents: cents,
  couponPercent: z.number().nullable(),
  couponDiscountCents: cents,
  prepaymentDiscountCents: cents,
  discountCents: cents,
  goodsNetCents: cents,
  packages: z.array(
    z.object({
      subtotalCents: cents,
      postPriceCents: cents,
      shippingCents: cents,
      freeShipping: z.boolean(),
      treatment: z.enum(['taxed', 'reverse_charge', 'untaxed']),
      serviceFee: z.boolean(),
    }),
  ),
  postPriceCents: cents,
  shippingCents: cents,
  netCents: cents,
  goodsVatCents: cents,
  shippingVatCents: cents,
  vatCents: cents,
  serviceFeeCents: cents,
  totalCents: cents,
  taxPercent: z.number(),
  flags: z.object({
    freeShipping: z.boolean(),
    vatCharged: z.boolean(),
    reverseCharge: z.boolean(),
    exportDelivery: z.boolean(),
    serviceFee: z.boolean(),
    prepaymentDiscount: z.boolean(),
    coupon: z.boolean(),
  }),
})

export const vatConfirmation = z.object({
  vatId: z.string(),
  countryCode: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  requestDate: z.string(),
  consultationNumber: z.string().nullable(),
})

export const checkoutSummary = z.object({
  billingAddress: addressSnapshot,
  mode: z.enum(DELIVERY_MODES),
  shippings: z.array(
    z.object({
      number: z.number().int(),
      addressId: z.number().int(),
      address: addressSnapshot,
      destination: z.object({ code: z.string(), taxRequired: z.boolean(), isEu: z.boolean() }),
      postMethod: z.string().nullable(),
      postMethodText: z.string(),
      postPriceCents: cents,
      items: z.array(cartItem),
    }),
  ),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  coupon: z.object({ code: z.string(), percent: z.number() }).nullable(),
  couponError: z.string().nullable(),
  vatId: z
    .object({
      value: z.string(),
      confirmed: z.boolean(),
      confirmation: vatConfirmation.nullable(),
    })
    .nullable(),
  comments: z.string(),
  totals,
})

export const checkoutDraft = z.object({
  shipping: shippingStepSchema.nullable(),
  payment: paymentStepSchema.nullable(),
})

export const previewSchema = z.object({
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  coupon_code: text().trim().max(64).nullable().optional(),
})

export const couponSchema = z.object({ code: text().trim().min(1).max(64) })

export const vatIdSchema = z.object({ ust_id: text().trim().min(1).max(32) })

/**
 * Parses a body with a shared schema and answers a 422 in the customer's language: a field with
 * a message of its own in `messages` gets it, a shared rule with a message key (core/validation/text)
 * its own message, every other field the general 'invalid input'.
 */
export function parseLocalized<T extends z.ZodType>(
  schema: T,
  body: unknown,
  locale: Locale,
  messages: Record<string, string> = {},
): z.output<T> {
  // No body at all is an empty form; JSON `null` or any other non-object is a wrong type.
  const result = schema.safeParse(body === undefined ? {} : body)
  if (result.success) return result.data
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form'
    const message =
      localizedMessage(issue, locale) ??
      messages[String(issue.path[0])] ??
      translate(locale, 'api.invalidInput')
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  throw new AppError('invalid', translate(locale, 'validation.fixErrors'), errors)
}
