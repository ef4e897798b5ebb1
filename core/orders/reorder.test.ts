import { describe, expect, it } from 'vitest'
import { decodeReorderNotice, encodeReorderNotice } from './reorder-notice.ts'
import { addedCode, carriedProofState, isAdded, type ReorderLine } from './reorder.ts'

const done = (level: string) => ({ carried: true, check: { state: 'done', level } })

describe('reorder rules', () => {
  it('says a changed unit price (REORD-3)', () => {
    expect(addedCode(8_900, 8_900)).toBe('added')
    expect(addedCode(8_900, 9_900)).toBe('price_changed')
    expect(addedCode(8_900, 7_900)).toBe('price_changed')
    expect(isAdded('price_changed')).toBe(true)
    expect(isAdded('not_sold')).toBe(false)
    expect(isAdded('quantity_not_allowed')).toBe(false)
  })

  it('offers the one-step confirmation only for carried files that all passed (REORD-6)', () => {
    const order = { workState: 'new' as const, proofApprovedAt: null }
    expect(carriedProofState({ ...order, files: [] })).toBe('none')
    expect(carriedProofState({ ...order, files: [done('pass'), done('warning')] })).toBe('ready')
    expect(
      carriedProofState({
        ...order,
        files: [done('pass'), { carried: true, check: { state: 'queued', level: null } }],
      }),
    ).toBe('checking')
    expect(carriedProofState({ ...order, files: [done('pass'), done('error')] })).toBe('refused')
    expect(carriedProofState({ ...order, files: [done('by-hand')] })).toBe('refused')
    expect(carriedProofState({ ...order, files: [{ carried: true, check: null }] })).toBe(
      'checking',
    )
    // The customer's own upload joined them: the ordinary steps apply.
    expect(
      carriedProofState({ ...order, files: [done('pass'), { ...done('pass'), carried: false }] }),
    ).toBe('none')
    // Staff took the order on (asked for new data, or released it): not this step any more.
    for (const workState of ['awaiting_print_data', 'print_data_checked'] as const) {
      expect(carriedProofState({ workState, proofApprovedAt: null, files: [done('pass')] })).toBe(
        'none',
      )
    }
    expect(
      carriedProofState({
        ...order,
        proofApprovedAt: '2026-11-27T10:00:00Z',
        files: [done('pass')],
      }),
    ).toBe('confirmed')
  })

  it('carries the notice across the redirect and refuses what is not one (REORD-3)', () => {
    const line = (code: ReorderLine['code'], title: string): ReorderLine => ({
      order_item_id: 1,
      product_title: title,
      quantity: 2,
      code,
      ordered_unit_cents: 8_900,
      unit_cents: code === 'not_sold' ? null : 9_900,
      with_files: code === 'added',
      message: 'x',
    })
    const text = encodeReorderNotice({
      order_number: 10_023,
      added: [line('added', 'Roll-up „Classic“ ä'), line('price_changed', 'T'.repeat(200))],
      not_added: [line('not_sold', 'Beachflag')],
    })
    expect(decodeReorderNotice(text)).toEqual({
      orderNumber: 10_023,
      lines: [
        {
          code: 'added',
          title: 'Roll-up „Classic“ ä',
          orderedUnitCents: 8_900,
          unitCents: 9_900,
          withFiles: true,
        },
        {
          code: 'price_changed',
          title: 'T'.repeat(80),
          orderedUnitCents: 8_900,
          unitCents: 9_900,
          withFiles: false,
        },
        {
          code: 'not_sold',
          title: 'Beachflag',
          orderedUnitCents: 8_900,
          unitCents: null,
          withFiles: false,
        },
      ],
    })
    expect(decodeReorderNotice(undefined)).toBeNull()
    expect(decodeReorderNotice('not base64 json')).toBeNull()
    const forged = Buffer.from(JSON.stringify({ n: 1, l: [['hacked', 'x', 1, 1, false]] }))
    expect(decodeReorderNotice(forged.toString('base64url'))).toBeNull()
  })
})
