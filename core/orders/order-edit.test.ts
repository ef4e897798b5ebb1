import { describe, expect, it } from 'vitest'
import { checkoutTotals } from '../checkout-totals/checkout-totals.ts'
import { DE, SW } from '../checkout-totals/checkout-totals.fixtures.ts'
import { priceLine } from '../pricing/pricing.ts'
import {
  editMoneyCheck,
  editedTotals,
  editedTotalsInput,
  mayEditOrder,
  stockChanges,
  vatIdStatusOf,
} from './order-edit.ts'
import { WORK_STATES } from './workflow.ts'

const line = (unitCents: number, quantity: number) =>
  priceLine({
    productPriceCents: unitCents,
    realPriceCents: 0,
    additionalPriceCents: 0,
    tiers: [],
    durationSurchargePercent: 0,
    servicePricesCents: [],
    quantity,
  })
const terms = {
  taxPercent: 19,
  couponPercent: null,
  paymentMethod: 'invoice' as const,
  multiAddress: true,
  vatId: { status: 'none' as const },
  freeShippingAboveCents: 50_000,
}

describe('order edit rules (EDIT-1..EDIT-4)', () => {
  it('edits until production starts, never a cancelled order', () => {
    const editable = WORK_STATES.filter(mayEditOrder)
    expect(editable).toEqual([
      'new',
      'awaiting_print_data',
      'print_data_received',
      'print_data_checked',
      'proof_approved',
    ])
  })

  it('never takes or gives back money that was paid', () => {
    expect(editMoneyCheck('open', { beforeCents: 100, afterCents: 300 })).toEqual({ ok: true })
    expect(editMoneyCheck('paid', { beforeCents: 100, afterCents: 100 })).toEqual({ ok: true })
    expect(editMoneyCheck('paid', { beforeCents: 100, afterCents: 300 })).toEqual({
      ok: false,
      reason: 'paid-total-changes',
      differenceCents: 200,
    })
    expect(editMoneyCheck('partly_refunded', { beforeCents: 300, afterCents: 100 })).toEqual({
      ok: false,
      reason: 'paid-total-changes',
      differenceCents: -200,
    })
    expect(editMoneyCheck('pending', { beforeCents: 1, afterCents: 1 })).toEqual({
      ok: false,
      reason: 'payment-running',
    })
  })

  it('prices the edited order by checkoutTotals, per shipment', () => {
    const packages = [
      { destination: DE, postPriceCents: 1_000, lines: [line(10_000, 2)] },
      { destination: SW, postPriceCents: 2_500, lines: [line(5_000, 1), line(1_000, 3)] },
    ]
    const totals = editedTotals(terms, packages)
    expect(totals).toEqual(checkoutTotals(editedTotalsInput(terms, packages)))
    expect(totals.packages.map((p) => p.subtotalCents)).toEqual([20_000, 8_000])
    expect(totals.packages.map((p) => p.treatment)).toEqual(['taxed', 'untaxed'])
    // TOT-9: 99 EUR on the goods going to SW only.
    expect(totals.serviceFeeCents).toBe(9_900)
    // The German shipment's goods and post at 19 % (multi-address post: fixed 19 %).
    expect(totals.vatCents).toBe(3_800 + 190)
  })

  it('reads the stored VAT id', () => {
    expect(vatIdStatusOf(null, null)).toEqual({ status: 'none' })
    expect(vatIdStatusOf('ATU1', null)).toEqual({ status: 'unconfirmed' })
    expect(vatIdStatusOf('ATU1', { countryCode: 'AT' })).toEqual({
      status: 'confirmed',
      countryCode: 'AT',
    })
  })

  it('takes and gives back stock by the difference per combination', () => {
    expect(
      stockChanges(
        [
          { combinationId: 1, quantity: 2 },
          { combinationId: 2, quantity: 1 },
          { combinationId: 1, quantity: 1 },
        ],
        [
          { combinationId: 1, quantity: 3 },
          { combinationId: 3, quantity: 4 },
        ],
      ),
    ).toEqual([
      { combinationId: 2, quantity: -1 },
      { combinationId: 3, quantity: 4 },
    ])
  })
})
