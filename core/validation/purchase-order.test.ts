import { describe, expect, it } from 'vitest'
import { issueMessages } from './form-input.ts'
import {
  buyerReferenceOf,
  isPrintableReference,
  missingPurchaseOrder,
  purchaseOrderReferencesSchema,
  referenceOrNull,
} from './purchase-order.ts'
import { paymentStepSchema } from './checkout.ts'

// PO-2..PO-4: the fields' rules, the required rule and the e-invoice's buyer reference.

const parse = (input: Record<string, unknown>) => purchaseOrderReferencesSchema.safeParse(input)

describe('the purchase order number and cost centre fields (PO-2)', () => {
  it('are optional, trimmed, and take letters, digits, spaces, punctuation and symbols', () => {
    expect(parse({}).data).toEqual({})
    expect(parse({ purchase_order: null, cost_centre: '' }).data).toEqual({
      purchase_order: null,
      cost_centre: '',
    })
    expect(
      parse({ purchase_order: '  4500012345/Ä-7 ', cost_centre: ' KST 4100 (Messe) ' }).data,
    ).toEqual({ purchase_order: '4500012345/Ä-7', cost_centre: 'KST 4100 (Messe)' })
    expect(parse({ purchase_order: 'P'.repeat(35), cost_centre: '€ & <Team> #1' }).success).toBe(
      true,
    )
  })

  it('refuse more than 35 characters after trimming, in German and English', () => {
    const long = parse({ purchase_order: ` ${'P'.repeat(36)} `, cost_centre: 'K'.repeat(36) })
    expect(issueMessages(long.error!, 'de')).toEqual({
      purchase_order: ['Die Bestellnummer darf höchstens 35 Zeichen lang sein.'],
      cost_centre: ['Die Kostenstelle darf höchstens 35 Zeichen lang sein.'],
    })
    expect(issueMessages(long.error!, 'en')).toEqual({
      purchase_order: ['The purchase order number may be at most 35 characters long.'],
      cost_centre: ['The cost centre may be at most 35 characters long.'],
    })
  })

  it('refuse invisible and control characters', () => {
    for (const value of ['PO\u200b1', 'PO\u202e1', 'PO\u00a01', 'PO\u20281']) {
      expect(isPrintableReference(value), JSON.stringify(value)).toBe(false)
    }
    const invisible = parse({ purchase_order: 'PO\u200b1' })
    expect(issueMessages(invisible.error!, 'en')).toEqual({
      purchase_order: [
        'The purchase order number may contain letters, digits, spaces and punctuation only.',
      ],
    })
    const control = parse({ cost_centre: 'KST\t1' })
    expect(Object.keys(issueMessages(control.error!, 'de'))).toEqual(['cost_centre'])
    expect(parse({ purchase_order: 4711 }).success).toBe(false)
  })

  it('are the payment step’s fields, named as the API names them', () => {
    const step = paymentStepSchema.parse({
      paymentMethod: 'invoice',
      termsAccepted: true,
      purchase_order: ' PO-1 ',
      cost_centre: 'KST 1',
    })
    expect(step).toMatchObject({ purchase_order: 'PO-1', cost_centre: 'KST 1' })
  })

  it('store empty as none', () => {
    expect(referenceOrNull(undefined)).toBeNull()
    expect(referenceOrNull('  ')).toBeNull()
    expect(referenceOrNull(' PO-1 ')).toBe('PO-1')
  })
})

describe('the required rule (PO-3)', () => {
  it('asks for a number only where the resolver requires one', () => {
    expect(missingPurchaseOrder(null, false)).toBeNull()
    expect(missingPurchaseOrder(null, true)).toBe('purchaseOrder.required')
    expect(missingPurchaseOrder('   ', true)).toBe('purchaseOrder.required')
    expect(missingPurchaseOrder('PO-1', true)).toBeNull()
  })
})

describe('the e-invoice’s buyer reference, BT-10 (PO-4)', () => {
  it('is the Leitweg-ID, else the purchase order number, else the order number', () => {
    const order = { leitwegId: null, purchaseOrder: null, orderNumber: 10042 }
    expect(buyerReferenceOf(order)).toBe('10042')
    expect(buyerReferenceOf({ ...order, purchaseOrder: 'PO-1' })).toBe('PO-1')
    expect(
      buyerReferenceOf({ ...order, purchaseOrder: 'PO-1', leitwegId: '991-33333TEST-33' }),
    ).toBe('991-33333TEST-33')
  })
})
