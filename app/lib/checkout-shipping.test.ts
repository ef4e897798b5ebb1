import { describe, expect, it } from 'vitest'
import type { CartLine } from '#core/cart/cart.ts'
import { priceLine } from '#core/pricing/pricing.ts'
import {
  assignLine,
  choicesFromForm,
  choicesToForm,
  initialChoices,
  NO_ADDRESS,
  postMethodOptions,
  removeShipment,
  type ShippingChoices,
  toShippingStep,
} from './checkout-shipping.ts'
import { shippingEstimate } from './checkout-shipping.server.ts'

const countries: Record<number, number> = { 11: 18, 12: 10 }
const countryOf = (id: number) => countries[id]
const methods = {
  18: [
    { value: 'dhl', text: 'DHL', price: 990 },
    { value: 'freight', text: 'Spedition', price: 8900 },
  ],
}

describe('postMethodOptions', () => {
  it("offers the single default 'Versand' at 0 with nothing selectable for address -1", () => {
    expect(postMethodOptions(NO_ADDRESS, countryOf, methods, 'Versand')).toEqual({
      options: [{ value: '', text: 'Versand', price: 0 }],
      selectable: false,
    })
  })

  it("offers the destination country's methods", () => {
    const result = postMethodOptions(11, countryOf, methods, 'Versand')
    expect(result.selectable).toBe(true)
    expect(result.options.map((option) => option.value)).toEqual(['dhl', 'freight'])
  })

  it('falls back to the default option for a country without methods', () => {
    expect(postMethodOptions(12, countryOf, methods, 'Shipping').options).toEqual([
      { value: '', text: 'Shipping', price: 0 },
    ])
  })
})

describe('toShippingStep', () => {
  it('sends every line to the billing address in mode same', () => {
    const result = toShippingStep(
      {
        billingAddressId: 11,
        mode: 'same',
        shipments: [{ addressId: 12, postMethod: 'dhl', cartItemIds: [1] }],
      },
      [1, 2],
    )
    expect(result).toEqual({
      step: {
        billingAddressId: 11,
        mode: 'same',
        shippings: [{ addressId: 11, postMethod: 'dhl', cartItemIds: [1, 2] }],
      },
    })
  })

  it('names the missing billing and delivery addresses', () => {
    const result = toShippingStep(
      {
        billingAddressId: NO_ADDRESS,
        mode: 'different',
        shipments: [{ addressId: NO_ADDRESS, postMethod: null, cartItemIds: [1] }],
      },
      [1],
    )
    expect(result).toEqual({
      problems: { billingAddressId: 'billingAddress', 'shippings.0.addressId': 'address' },
    })
  })

  it('insists on a post method where the destination offers some', () => {
    const choices = {
      billingAddressId: 11,
      mode: 'same' as const,
      shipments: [{ addressId: 11, postMethod: null, cartItemIds: [1] }],
    }
    expect(toShippingStep(choices, [1], (id) => id === 11)).toEqual({
      problems: { 'shippings.0.postMethod': 'postMethod' },
    })
    expect(toShippingStep(choices, [1], () => false)).toHaveProperty('step')
  })

  it('sends several shipments, drops empty ones and insists every line is assigned', () => {
    const shipments = [
      { addressId: 11, postMethod: 'dhl', cartItemIds: [1] },
      { addressId: 12, postMethod: '', cartItemIds: [2] },
      { addressId: 11, postMethod: null, cartItemIds: [] },
    ]
    const result = toShippingStep({ billingAddressId: 11, mode: 'multiple', shipments }, [1, 2])
    expect(result).toEqual({
      step: {
        billingAddressId: 11,
        mode: 'multiple',
        shippings: [
          { addressId: 11, postMethod: 'dhl', cartItemIds: [1] },
          { addressId: 12, postMethod: null, cartItemIds: [2] },
        ],
      },
    })
    expect(
      toShippingStep({ billingAddressId: 11, mode: 'multiple', shipments }, [1, 2, 3]),
    ).toEqual({ problems: { shippings: 'unassigned' } })
  })
})

describe('shipment editing', () => {
  const two = [
    { addressId: 11, postMethod: null, cartItemIds: [1, 2] },
    { addressId: 12, postMethod: null, cartItemIds: [] },
  ]

  it('moves a line so it belongs to exactly one shipment', () => {
    expect(assignLine(two, 2, 1).map((s) => s.cartItemIds)).toEqual([[1], [2]])
  })

  it('hands the lines of a removed shipment to the first one and keeps the last shipment', () => {
    const moved = assignLine(two, 2, 1)
    expect(removeShipment(moved, 1).map((s) => s.cartItemIds)).toEqual([[1, 2]])
    expect(removeShipment(removeShipment(moved, 1), 0)).toHaveLength(1)
  })
})

describe('initialChoices', () => {
  it('preselects the default billing address', () => {
    expect(initialChoices(null, [1, 2], [11, 12], 12)).toEqual({
      billingAddressId: 12,
      mode: 'same',
      shipments: [{ addressId: 12, postMethod: null, cartItemIds: [1, 2] }],
    })
  })

  it("shows the placeholder ('-1') without a default billing address", () => {
    expect(initialChoices(null, [1], [11], undefined).billingAddressId).toBe(NO_ADDRESS)
  })

  it('restores a saved draft only while it covers the same cart lines', () => {
    const saved = {
      billingAddressId: 11,
      mode: 'multiple' as const,
      shippings: [
        { addressId: 11, postMethod: 'dhl', cartItemIds: [1] },
        { addressId: 12, postMethod: null, cartItemIds: [2] },
      ],
    }
    expect(initialChoices(saved, [2, 1], [11, 12], 11).mode).toBe('multiple')
    expect(initialChoices(saved, [1, 2, 3], [11, 12], 11).mode).toBe('same')
  })
})

describe('shippingEstimate', () => {
  /** A cart line of `cents` net: one piece, no tiers, surcharges or services. */
  const line = (id: number, cents: number): CartLine =>
    ({
      id,
      quantity: 1,
      priced: priceLine({
        productPriceCents: cents,
        realPriceCents: 0,
        additionalPriceCents: 0,
        tiers: [],
        durationSurchargePercent: 0,
        servicePricesCents: [],
        quantity: 1,
      }),
    }) as unknown as CartLine
  const codes: Record<number, string> = { 1: 'DE', 2: 'SW', 3: 'DE' }
  const estimate = (choices: ShippingChoices, items: CartLine[], price: number | null = 990) =>
    shippingEstimate({
      choices,
      items,
      countryCodeOf: (id) => codes[id],
      postPriceOf: () => price,
      taxPercent: 19,
      freeShippingAboveCents: 50_000,
      freeShippingCountries: ['DE'],
    })
  const multiple = (shipments: ShippingChoices['shipments']): ShippingChoices => ({
    billingAddressId: 1,
    mode: 'multiple',
    shipments,
  })

  it('charges post to Germany below 500 EUR and ships free above', () => {
    const choices: ShippingChoices = {
      billingAddressId: 1,
      mode: 'same',
      shipments: [{ addressId: 1, postMethod: 'dhl', cartItemIds: [1] }],
    }
    expect(estimate(choices, [line(1, 40_000)])).toMatchObject({
      goodsCents: 40_000,
      shippingCents: 990,
      netCents: 40_990,
      freeShipping: [false],
      serviceFeeCents: 0,
    })
    expect(estimate(choices, [line(1, 60_000)])).toMatchObject({
      shippingCents: 0,
      netCents: 60_000,
      freeShipping: [true],
    })
  })

  it('shows the Swiss fee on the goods going to Switzerland as soon as the address is chosen', () => {
    const result = estimate(
      multiple([
        { addressId: 1, postMethod: 'dhl', cartItemIds: [1] },
        { addressId: 2, postMethod: 'dhl', cartItemIds: [2] },
      ]),
      [line(1, 102_984), line(2, 104_966)],
    )
    // TOT-4: the German shipment ships free, the Swiss one pays; TOT-5: 10 % of 1,049.66 EUR.
    expect(result.freeShipping).toEqual([true, false])
    expect(result.shippingCents).toBe(990)
    expect(result.serviceFeeCents).toBe(10_497)
  })

  it('leaves an empty shipment out and keeps shipping open until a method is chosen', () => {
    const result = estimate(
      multiple([
        { addressId: 3, postMethod: null, cartItemIds: [1] },
        { addressId: 2, postMethod: null, cartItemIds: [] },
      ]),
      [line(1, 10_000)],
      null,
    )
    expect(result).toMatchObject({
      goodsCents: 10_000,
      shippingOpen: true,
      freeShipping: [false, false],
      serviceFeeCents: 0,
    })
  })
})

describe('the shipping form', () => {
  const lines = [7, 8, 9]
  it('reads several shipments and each line’s shipment, and writes them back alike', () => {
    const choices: ShippingChoices = {
      billingAddressId: 11,
      mode: 'multiple',
      shipments: [
        { addressId: 11, postMethod: 'dhl', cartItemIds: [7, 9] },
        { addressId: 12, postMethod: null, cartItemIds: [8] },
        { addressId: NO_ADDRESS, postMethod: null, cartItemIds: [] },
      ],
    }
    expect(choicesFromForm(choicesToForm(choices), lines)).toEqual(choices)
  })

  it('sends every line with the first shipment in the single modes, to the billing address in "same"', () => {
    const values = { billingAddressId: '11', mode: 'same', 'shipment.0.postMethod': 'dhl' }
    expect(choicesFromForm(values, lines)).toEqual({
      billingAddressId: 11,
      mode: 'same',
      shipments: [{ addressId: NO_ADDRESS, postMethod: 'dhl', cartItemIds: lines }],
    })
  })

  it('reads anything odd as not chosen, and a line without a valid shipment goes with the first', () => {
    const values = {
      billingAddressId: 'x',
      mode: 'elsewhere',
      shipments: '999999',
      'line.8': '77',
    }
    const read = choicesFromForm({ ...values, mode: 'multiple' }, lines)
    expect(read.billingAddressId).toBe(NO_ADDRESS)
    expect(read.shipments).toHaveLength(50)
    expect(read.shipments[0]!.cartItemIds).toEqual(lines)
    expect(choicesFromForm(values, lines).mode).toBe('same')
  })
})
