import { DELIVERY_MODES, type DeliveryMode, type ShippingStep } from '#core/validation/checkout.ts'

/** CHK-4: the address select's value when no address is chosen. */
export const NO_ADDRESS = -1

export interface PostMethodOption {
  value: string
  text: string
  price: number
}

/** One shipment on the shipping screen: where to, how, and which cart lines. */
export interface ShipmentChoice {
  addressId: number
  postMethod: string | null
  cartItemIds: number[]
}

export interface ShippingChoices {
  billingAddressId: number
  mode: DeliveryMode
  shipments: ShipmentChoice[]
}

/**
 * CHK-4: the post methods of a shipment's destination. An address value of '-1' (none chosen)
 * gives the single default option 'Versand' at price 0 and no method selected.
 */
export function postMethodOptions(
  addressId: number,
  countryOf: (addressId: number) => number | undefined,
  methodsByCountry: Record<number, PostMethodOption[]>,
  defaultText: string,
): { options: PostMethodOption[]; selectable: boolean } {
  const country = addressId === NO_ADDRESS ? undefined : countryOf(addressId)
  const methods = country === undefined ? undefined : methodsByCountry[country]
  if (!methods || methods.length === 0) {
    return { options: [{ value: '', text: defaultText, price: 0 }], selectable: false }
  }
  return { options: methods, selectable: true }
}

/** The shipments the chosen mode sends: 'same' goes to the billing address, one shipment. */
export function effectiveShipments(choices: ShippingChoices, cartItemIds: number[]) {
  if (choices.mode === 'multiple') return choices.shipments
  const first = choices.shipments[0] ?? { addressId: NO_ADDRESS, postMethod: null, cartItemIds }
  return [
    {
      addressId: choices.mode === 'same' ? choices.billingAddressId : first.addressId,
      postMethod: first.postMethod,
      cartItemIds,
    },
  ]
}

export type ShippingProblem = 'billingAddress' | 'address' | 'postMethod' | 'unassigned'

/**
 * What the screen sends to PUT checkout/shipping, or the problems the customer must fix first
 * (keyed 'billingAddressId', 'shippings.<n>.addressId', 'shippings'). The server checks again.
 */
export function toShippingStep(
  choices: ShippingChoices,
  cartItemIds: number[],
  /** Whether the address's country offers post methods: then one must be chosen. */
  hasPostMethods: (addressId: number) => boolean = () => false,
): { step: ShippingStep } | { problems: Record<string, ShippingProblem> } {
  const problems: Record<string, ShippingProblem> = {}
  if (choices.billingAddressId === NO_ADDRESS) problems.billingAddressId = 'billingAddress'
  const shipments = effectiveShipments(choices, cartItemIds).filter(
    (shipment) => choices.mode !== 'multiple' || shipment.cartItemIds.length > 0,
  )
  shipments.forEach((shipment, index) => {
    if (shipment.addressId === NO_ADDRESS && choices.mode !== 'same') {
      problems[`shippings.${index}.addressId`] = 'address'
    } else if (!shipment.postMethod && hasPostMethods(shipment.addressId)) {
      problems[`shippings.${index}.postMethod`] = 'postMethod'
    }
  })
  const assigned = new Set(shipments.flatMap((shipment) => shipment.cartItemIds))
  if (cartItemIds.some((id) => !assigned.has(id)) || shipments.length === 0) {
    problems.shippings = 'unassigned'
  }
  if (Object.keys(problems).length > 0) return { problems }
  return {
    step: {
      billingAddressId: choices.billingAddressId,
      mode: choices.mode,
      shippings: shipments.map((shipment) => ({
        addressId: shipment.addressId,
        postMethod: shipment.postMethod || null,
        cartItemIds: [...shipment.cartItemIds],
      })),
    },
  }
}

/** Moves one cart line to another shipment (each line belongs to exactly one). */
export function assignLine(
  shipments: ShipmentChoice[],
  cartItemId: number,
  toIndex: number,
): ShipmentChoice[] {
  return shipments.map((shipment, index) => {
    const without = shipment.cartItemIds.filter((id) => id !== cartItemId)
    return { ...shipment, cartItemIds: index === toIndex ? [...without, cartItemId] : without }
  })
}

/** Removes a shipment; its lines go to the first remaining shipment. */
export function removeShipment(shipments: ShipmentChoice[], index: number): ShipmentChoice[] {
  if (shipments.length <= 1) return shipments
  const orphans = shipments[index]?.cartItemIds ?? []
  const rest = shipments.filter((_, i) => i !== index)
  return rest.map((shipment, i) =>
    i === 0 ? { ...shipment, cartItemIds: [...shipment.cartItemIds, ...orphans] } : shipment,
  )
}

/**
 * The screen's first state: the saved draft when it still covers exactly the cart's lines,
 * otherwise the default billing address, delivery to it, everything in one shipment.
 */
export function initialChoices(
  saved: ShippingStep | null | undefined,
  cartItemIds: number[],
  addressIds: number[],
  defaultBillingId: number | undefined,
): ShippingChoices {
  const known = new Set(addressIds)
  if (saved && known.has(saved.billingAddressId)) {
    const savedLines = saved.shippings.flatMap((shipping) => shipping.cartItemIds).sort()
    const sameLines =
      savedLines.length === cartItemIds.length &&
      [...cartItemIds].sort().every((id, i) => id === savedLines[i])
    if (sameLines) {
      return {
        billingAddressId: saved.billingAddressId,
        mode: saved.mode,
        shipments: saved.shippings.map((shipping) => ({
          addressId: known.has(shipping.addressId) ? shipping.addressId : NO_ADDRESS,
          postMethod: shipping.postMethod,
          cartItemIds: [...shipping.cartItemIds],
        })),
      }
    }
  }
  const billing = defaultBillingId ?? NO_ADDRESS
  return {
    billingAddressId: billing,
    mode: 'same',
    shipments: [{ addressId: billing, postMethod: null, cartItemIds: [...cartItemIds] }],
  }
}

/** The shipping step's estimate: what the summary and the post-method options show. */
export interface ShippingEstimate {
  /** Σ line totals, before a coupon or the prepayment discount. */
  goodsCents: number
  /** What the chosen post methods cost after the free-shipping rule. */
  shippingCents: number
  /** Goods and shipping, before VAT: `checkoutTotals`' net for this step. */
  netCents: number
  /** A shipment that offers post methods has none chosen yet: shipping is still open. */
  shippingOpen: boolean
  /** Per shipment of `effectiveShipments` (an empty one: false): does the rule make it free? */
  freeShipping: boolean[]
  /** The service fee for the goods going to the country coded SW (TOT-5). */
  serviceFeeCents: number
}

/** The message of a problem `toShippingStep` found (browser and action say the same). */
export function shippingProblemKey(problem: ShippingProblem) {
  if (problem === 'unassigned') return 'checkoutScreens.noLineAssigned' as const
  if (problem === 'postMethod') return 'checkoutScreens.choosePostMethod' as const
  return 'checkoutScreens.chooseAddressFirst' as const
}

// The shipping form's fields, with and without JavaScript alike: `billingAddressId`, `mode`,
// `shipments` (how many), `shipment.<n>.addressId`, `shipment.<n>.postMethod` and, when each
// line has its shipment, `line.<cart item id>` = n.
const MAX_SHIPMENTS = 50

/** The choices a shipping form carries; anything odd falls back to 'not chosen'. */
export function choicesFromForm(
  values: Record<string, unknown>,
  cartItemIds: number[],
): ShippingChoices {
  const id = (value: unknown) => {
    const number = Number(value)
    return Number.isSafeInteger(number) && number > 0 ? number : NO_ADDRESS
  }
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
  const mode = DELIVERY_MODES.find((candidate) => candidate === values.mode) ?? 'same'
  const count = Math.min(Math.max(Math.trunc(Number(values.shipments)) || 1, 1), MAX_SHIPMENTS)
  const shipments: ShipmentChoice[] = Array.from({ length: count }, (_, n) => ({
    addressId: id(values[`shipment.${n}.addressId`]),
    postMethod: text(values[`shipment.${n}.postMethod`]),
    cartItemIds: [],
  }))
  const billingAddressId = id(values.billingAddressId)
  if (mode !== 'multiple') {
    const first = shipments[0]!
    return {
      billingAddressId,
      mode,
      shipments: [
        {
          ...first,
          addressId: mode === 'same' ? NO_ADDRESS : first.addressId,
          cartItemIds: [...cartItemIds],
        },
      ],
    }
  }
  for (const lineId of cartItemIds) {
    const n = Math.trunc(Number(values[`line.${lineId}`]))
    shipments[n >= 0 && n < count ? n : 0]!.cartItemIds.push(lineId)
  }
  return { billingAddressId, mode, shipments }
}

/** The same fields from the screen's state, for a scripted post. */
export function choicesToForm(choices: ShippingChoices): Record<string, string> {
  const fields: Record<string, string> = {
    billingAddressId: String(choices.billingAddressId),
    mode: choices.mode,
    shipments: String(choices.shipments.length),
  }
  choices.shipments.forEach((shipment, n) => {
    fields[`shipment.${n}.addressId`] = String(shipment.addressId)
    if (shipment.postMethod) fields[`shipment.${n}.postMethod`] = shipment.postMethod
    if (choices.mode === 'multiple') {
      for (const lineId of shipment.cartItemIds) fields[`line.${lineId}`] = String(n)
    }
  })
  return fields
}
