import type { CartLine } from '#core/cart/cart.ts'
import { type VatIdStatus, checkoutTotals } from '#core/checkout-totals/checkout-totals.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { CheckoutDraft, PaymentStep, ShippingStep } from '#core/validation/checkout.ts'
import { leitwegIdOrNull } from '#core/validation/leitweg-id.ts'
import { missingPurchaseOrder, referenceOrNull } from '#core/validation/purchase-order.ts'
import type { Db, Tx } from '#server/db/client.ts'
import type { CartService } from '#server/modules/cart/cart.service.ts'
import type { CountriesService } from '#server/modules/countries/countries.service.ts'
import type { AddressesService } from '#server/modules/customers/addresses.service.ts'
import { profileLeitwegId } from '#server/modules/customers/profile.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { AppError, isAppError } from '#core/errors/errors.ts'
import type { CheckoutSummary, SummaryOverride } from './checkout-summary.ts'
import { type AppliedCoupon, type CouponsService, normalizeCouponCode } from './coupons.service.ts'
import { createShippingStep, invalid } from './shipping-step.ts'
import { type StoredDraft, keptCouponOf, readStored, writeParts } from './stored-draft.ts'
import { checkVatId, parseVatId } from './vat-id.ts'
import type { ViesAdapter } from './vies.adapter.ts'
import { deleteDraft, lockDraftData } from './draft-store.ts'
import {
  type PurchaseOrderRequired,
  purchaseOrderNeverRequired,
} from './purchase-order-required.ts'

export type {
  AddressSnapshot,
  CheckoutSummary,
  SummaryOverride,
  SummaryShipping,
} from './checkout-summary.ts'
export type { StoredDraft } from './stored-draft.ts'

export interface CheckoutDeps {
  db: Db
  cart: CartService
  addresses: AddressesService
  countries: CountriesService
  settings: SettingsService
  coupons: CouponsService
  vies: ViesAdapter
  /** PO-3: whether the customer must give a purchase order number; default: nobody must. */
  purchaseOrderRequired?: PurchaseOrderRequired
}

/**
 * The checkout between the cart and the order (CHK-1 to CHK-8): a server-side draft of the
 * customer's choices, checked against the cart, the address book and the post methods on every
 * save, and a summary priced by checkoutTotals on every read (docs/decisions/0010).
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, cart, addresses, countries, settings, coupons, vies } = deps
  const purchaseOrderRequired = deps.purchaseOrderRequired ?? purchaseOrderNeverRequired
  const { resolveShipping } = createShippingStep({ addresses, countries })

  /** The customer's priced cart lines; a line that cannot be priced any more sends them back. */
  async function cartLines(customerId: number, locale: Locale): Promise<CartLine[]> {
    const summary = await cart.summary(customerId, locale)
    if (summary.lines.length === 0) {
      throw invalid('shippings', translate(locale, 'checkoutCore.cartEmpty'))
    }
    if (summary.errors.length > 0) {
      throw new AppError('conflict', summary.errors[0]!.message)
    }
    return summary.lines
  }
  function vatIdOf(draft: StoredDraft): CheckoutSummary['vatId'] {
    if (draft.payment?.confirmWithoutVatId) return null
    const value = draft.payment ? draft.payment.vatId : (draft.vatConfirmation?.vatId ?? null)
    if (!value) return null
    const confirmation = draft.vatConfirmation
    const confirmed = confirmation !== null && parseVatId(value)?.vatId === confirmation.vatId
    return { value, confirmed, confirmation: confirmed ? confirmation : null }
  }

  /** INV-8: a payment step without the field (an API client) leaves the profile's in force. */
  async function leitwegIdOf(customerId: number, draft: StoredDraft): Promise<string | null> {
    const typed = draft.payment?.leitwegId
    return typed === undefined ? profileLeitwegId(db, customerId) : leitwegIdOrNull(typed)
  }

  /**
   * The summary. `strict` is order creation: a saved coupon that can no longer be used is a 409
   * (the customer removes it and places the order again) instead of being left out.
   */
  async function build(
    customerId: number,
    locale: Locale,
    override: SummaryOverride,
    strict: boolean,
  ): Promise<{ summary: CheckoutSummary; draft: StoredDraft; raw: unknown } | null> {
    const { draft, raw } = await readStored(db, customerId)
    if (!draft.shipping) return null
    let resolved
    try {
      const items = await cartLines(customerId, locale)
      resolved = await resolveShipping(customerId, draft.shipping, items, locale)
    } catch (error) {
      // The guard case: the saved shipping no longer fits the cart or the address book.
      if (isAppError(error) && error.kind !== 'unavailable') return null
      throw error
    }

    const paymentMethod = override.paymentMethod ?? draft.payment?.paymentMethod ?? null
    const couponCode = override.couponCode !== undefined ? override.couponCode : keptCouponOf(draft)
    let coupon: AppliedCoupon | null = null
    let couponError: string | null = null
    if (couponCode) {
      const result = await coupons.evaluate(customerId, couponCode)
      if ('coupon' in result) coupon = result.coupon
      else {
        couponError = translate(locale, result.reason)
        if (strict) {
          // Named by the payment step's field, where the page's form shows it (the API: the message).
          const message = translate(locale, 'checkoutCore.couponLost', {
            code: normalizeCouponCode(couponCode),
            reason: couponError,
          })
          throw new AppError('conflict', message, { couponCode: [message] })
        }
      }
    }
    const vatId = vatIdOf(draft)
    // An id VIES did not confirm (unknown, or VIES unreachable) is never placed as if valid: the
    // buyer checks it again or continues without it and pays German VAT.
    if (strict && vatId && !vatId.confirmed) {
      const message = translate(locale, 'checkoutCore.vatIdUnconfirmed', { vatId: vatId.value })
      throw new AppError('conflict', message, { vatId: [message] })
    }
    // PO-3: a draft saved before the number became required is not placed without one.
    const required = await purchaseOrderRequired(customerId)
    const purchaseOrder = referenceOrNull(draft.payment?.purchase_order)
    if (strict && draft.payment && missingPurchaseOrder(purchaseOrder, required)) {
      const message = translate(locale, 'purchaseOrder.required')
      throw new AppError('conflict', message, { purchase_order: [message] })
    }
    const vatStatus: VatIdStatus = !vatId
      ? { status: 'none' }
      : vatId.confirmation
        ? { status: 'confirmed', countryCode: vatId.confirmation.countryCode }
        : { status: 'unconfirmed' }

    // Each cart line travels in one shipment: VAT, the SW fee and free shipping follow it.
    let next = 0
    const packages = resolved.shippings.map((s) => ({
      destination: s.destination,
      postPriceCents: s.postPriceCents,
      itemIndexes: s.items.map(() => next++),
    }))
    const shop = await settings.get()
    const totals = checkoutTotals({
      // Each line as the cart priced it: priced once per request.
      items: resolved.shippings.flatMap((s) => s.items.map((item) => item.priced)),
      packages,
      taxPercent: shop.tax,
      freeShippingAboveCents: shop.freeShippingAboveCents,
      freeShippingCountries: shop.freeShippingCountries,
      couponPercent: coupon?.percent ?? null,
      // The preview shows the totals of 'invoice' until a method is chosen.
      paymentMethod: paymentMethod ?? 'invoice',
      multiAddress: draft.shipping.mode === 'multiple',
      vatId: vatStatus,
    })
    return {
      draft,
      raw,
      summary: {
        billingAddress: resolved.billing,
        mode: draft.shipping.mode,
        shippings: resolved.shippings,
        paymentMethod,
        coupon,
        couponError,
        vatId,
        comments: draft.payment?.comments ?? '',
        leitwegId: await leitwegIdOf(customerId, draft),
        purchaseOrder,
        costCentre: referenceOrNull(draft.payment?.cost_centre),
        purchaseOrderRequired: required,
        totals,
      },
    }
  }

  return {
    async getDraft(customerId: number): Promise<CheckoutDraft & { couponCode: string | null }> {
      const { draft } = await readStored(db, customerId)
      return { shipping: draft.shipping, payment: draft.payment, couponCode: keptCouponOf(draft) }
    },

    /**
     * CHK-16: 'Einlösen' keeps the coupon with the draft (after the flow checked it), and
     * 'Gutschein entfernen' drops it; both answer the summary priced with the draft's choice.
     */
    async keepCoupon(
      customerId: number,
      code: string | null,
      locale: Locale,
    ): Promise<CheckoutSummary | null> {
      await writeParts(db, customerId, { coupon: { code } })
      return this.summary(customerId, locale)
    },

    /** Null when the cart is empty or the saved shipping no longer fits it (back to the cart). */
    async summary(
      customerId: number,
      locale: Locale,
      override: SummaryOverride = {},
    ): Promise<CheckoutSummary | null> {
      return (await build(customerId, locale, override, false))?.summary ?? null
    },

    /**
     * For order creation: the summary with the draft it was computed from (`raw`, to see inside
     * the transaction that nothing changed since). A lost coupon is a 409.
     */
    async forOrder(customerId: number, locale: Locale) {
      return build(customerId, locale, {}, true)
    },

    /** The payment step's live totals: nothing is stored; a bad coupon is a 422 on coupon_code. */
    async preview(
      customerId: number,
      locale: Locale,
      override: SummaryOverride,
    ): Promise<CheckoutSummary | null> {
      if (override.couponCode) {
        await coupons.check(customerId, override.couponCode, locale, 'coupon_code')
      }
      return (await build(customerId, locale, override, false))?.summary ?? null
    },

    async saveShipping(
      customerId: number,
      step: ShippingStep,
      locale: Locale,
    ): Promise<CheckoutSummary | null> {
      await resolveShipping(customerId, step, await cartLines(customerId, locale), locale)
      await writeParts(db, customerId, { shipping: step })
      return this.summary(customerId, locale)
    },

    async savePayment(
      customerId: number,
      step: PaymentStep,
      locale: Locale,
    ): Promise<CheckoutSummary | null> {
      const { draft } = await readStored(db, customerId)
      if (!draft.shipping) {
        throw new AppError('conflict', translate(locale, 'checkoutCore.shippingFirst'))
      }
      const code = step.couponCode ? step.couponCode.trim() : ''
      const coupon = code ? await coupons.check(customerId, code, locale, 'couponCode') : null
      const vatId = step.vatId?.trim() || null
      const purchaseOrder = referenceOrNull(step.purchase_order)
      if (missingPurchaseOrder(purchaseOrder, await purchaseOrderRequired(customerId))) {
        throw invalid('purchase_order', translate(locale, 'purchaseOrder.required'))
      }
      await writeParts(db, customerId, {
        coupon: { code: coupon?.code ?? null },
        payment: {
          ...step,
          couponCode: coupon?.code ?? null,
          vatId,
          ...(step.leitwegId !== undefined && { leitwegId: leitwegIdOrNull(step.leitwegId) }),
          purchase_order: purchaseOrder,
          cost_centre: referenceOrNull(step.cost_centre),
        },
      })
      return this.summary(customerId, locale)
    },

    /**
     * CHK-7, CHK-8: format check, then VIES. A confirmation is kept in the draft, so the order
     * is invoiced with reverse charge only for an id VIES confirmed.
     */
    async checkVatId(customerId: number, input: string, locale: Locale) {
      const result = await checkVatId(vies, input)
      const t = (key: Parameters<typeof translate>[1]) => translate(locale, key)
      switch (result.status) {
        case 'malformed':
          throw invalid('ust_id', t('checkoutCore.vatIdMalformed'))
        case 'invalid':
          await writeParts(db, customerId, { vatConfirmation: null })
          throw invalid('ust_id', t('checkoutCore.vatIdInvalid'))
        case 'unavailable':
          throw new AppError('unavailable', t('checkoutCore.verificationNotPossible'))
        case 'confirmed':
          await writeParts(db, customerId, { vatConfirmation: result.confirmation })
          return result.confirmation
      }
    },

    /** Forgets the draft (after the order is placed, inside its transaction). */
    clearDraft: (tx: Tx, customerId: number) => deleteDraft(tx, customerId),

    /** The stored draft, locked for the rest of the order's transaction (decision 0010). */
    lockDraft: lockDraftData,
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>
