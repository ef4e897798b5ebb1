import { describe, expect, it } from 'vitest'
import type { CheckoutTotals } from '#core/checkout-totals/checkout-totals.ts'
import { type PricedPayment, paymentErrors, paymentFormState } from './payment-form.ts'

// The form only carries the server's totals along; their rows do not matter here.
const totals = { totalCents: 12_000 } as CheckoutTotals
const loaderPriced: PricedPayment = { totals, prepaymentDiscountCents: 200, coupon: null }
const saved = {
  paymentMethod: 'prepayment' as const,
  couponCode: null,
  vatId: null,
  confirmWithoutVatId: false,
  comments: 'Bitte klingeln',
  termsAccepted: true as const,
}
const page = {
  saved,
  keptCoupon: { code: null, error: null },
  priced: loaderPriced,
  vatId: null,
  leitwegId: null,
}

describe('paymentFormState', () => {
  it('shows the coupon the draft keeps, and why it no longer applies (CHK-16)', () => {
    const kept = { ...page, keptCoupon: { code: 'MESSE10', error: null } }
    expect(paymentFormState(undefined, kept).couponText).toBe('MESSE10')
    const lost = {
      ...page,
      keptCoupon: { code: 'MESSE10', error: 'Der Gutschein MESSE10 gilt nicht mehr: abgelaufen' },
    }
    expect(paymentFormState(undefined, lost)).toMatchObject({
      couponText: 'MESSE10',
      coupon: null,
      errors: { couponCode: 'Der Gutschein MESSE10 gilt nicht mehr: abgelaufen' },
    })
  })

  it('starts from the saved step, the terms to be accepted again', () => {
    const state = paymentFormState(undefined, page)
    expect(state).toMatchObject({
      method: 'prepayment',
      priced: loaderPriced,
      coupon: null,
      comments: 'Bitte klingeln',
      terms: false,
      errors: {},
      alert: [],
      confirmation: null,
    })
  })

  it("prefills the Leitweg-ID from the summary (the profile's) and keeps what was sent (INV-8)", () => {
    expect(paymentFormState(undefined, page).leitwegId).toBe('')
    const prefilled = { ...page, leitwegId: '991-33333TEST-33' }
    expect(paymentFormState(undefined, prefilled).leitwegId).toBe('991-33333TEST-33')
    const refused = paymentFormState(
      {
        ok: false,
        intent: 'save',
        message: 'Bitte korrigieren Sie die Fehler.',
        errors: { leitwegId: ['Bitte geben Sie eine gültige Leitweg-ID ein.'] },
        values: { paymentMethod: 'invoice', leitwegId: '991-33333TEST-34' },
      },
      prefilled,
    )
    expect(refused).toMatchObject({
      leitwegId: '991-33333TEST-34',
      errors: { leitwegId: 'Bitte geben Sie eine gültige Leitweg-ID ein.' },
    })
  })

  it('refills a refused save with what was sent and shows its messages', () => {
    const state = paymentFormState(
      {
        ok: false,
        intent: 'save',
        message: 'Bitte korrigieren Sie die Fehler.',
        errors: { termsAccepted: ['Bitte akzeptieren Sie die AGB.'] },
        values: { paymentMethod: 'invoice', comments: 'Rampe 3', vatIdShown: 'on', vatId: 'ATU1' },
      },
      page,
    )
    expect(state).toMatchObject({
      method: 'invoice',
      comments: 'Rampe 3',
      terms: false,
      vatId: { shown: true, value: 'ATU1', confirmed: null },
      errors: { termsAccepted: 'Bitte akzeptieren Sie die AGB.' },
      alert: ['Bitte korrigieren Sie die Fehler.'],
      toCart: false,
    })
  })

  it("shows a checked coupon with the server's totals for it", () => {
    const priced = { ...loaderPriced, coupon: { code: 'MESSE10', percent: 10 } }
    const state = paymentFormState(
      {
        ok: true,
        intent: 'coupon',
        priced,
        values: { paymentMethod: 'card', couponCode: 'MESSE10' },
      },
      page,
    )
    expect(state).toMatchObject({ method: 'card', priced, coupon: priced.coupon })
  })

  it('names the API fields of the checks as the form fields', () => {
    const failure = { ok: false, intent: 'coupon', message: 'x', values: {} }
    expect(paymentErrors({ ...failure, errors: { code: ['unbekannt'] } })).toEqual({
      couponCode: 'unbekannt',
    })
    expect(paymentErrors({ ...failure, errors: { ust_id: ['falsch'] } })).toEqual({
      vatId: 'falsch',
    })
  })

  it("sends a refused order to the cart unless a field of the form is to blame, and keeps the form's saved state", () => {
    const refused = (errors: Record<string, string[]>) =>
      paymentFormState(
        {
          ok: false,
          intent: 'place-order',
          message: 'Ihr Warenkorb hat sich geändert.',
          errors,
          values: { idempotency_key: 'k' },
        },
        page,
      )
    expect(refused({})).toMatchObject({
      method: 'prepayment',
      alert: ['Ihr Warenkorb hat sich geändert.'],
      toCart: true,
    })
    expect(refused({ vatId: ['nicht bestätigt'] })).toMatchObject({
      toCart: false,
      errors: { vatId: 'nicht bestätigt' },
    })
  })

  it('shows the confirmation of a saved step', () => {
    const confirmation = { totalCents: 12_000, paymentMethod: 'invoice', idempotencyKey: 'k' }
    const state = paymentFormState(
      {
        ok: true,
        intent: 'save',
        message: 'gespeichert',
        priced: loaderPriced,
        confirmation,
        values: {},
      },
      page,
    )
    expect(state.confirmation).toEqual(confirmation)
  })

  it('offers to continue without the VAT id when VIES cannot answer', () => {
    const state = paymentFormState(
      {
        ok: false,
        intent: 'vat-id',
        message: 'Eine Überprüfung ist nicht möglich.',
        errors: {},
        values: { vatIdShown: 'on', vatId: 'ATU10223006' },
      },
      page,
    )
    expect(state.vatAlert).toBe('Eine Überprüfung ist nicht möglich.')
    expect(state.alert).toEqual([])
  })
})
