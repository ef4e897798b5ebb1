import { useState } from 'react'
import type { DeliveryMode } from '#core/validation/checkout.ts'
import { NO_ADDRESS, type ShippingChoices } from '#app/lib/checkout-shipping.ts'
import { type FormFailureData, fieldMessages } from '#app/lib/forms.ts'

/**
 * The shipping step's choices as the buyer changes them (CHK-2 to CHK-4), with the field
 * messages and the banner of the last refusal (`failure`: one made without JavaScript).
 */
export function useShippingChoices(
  initial: ShippingChoices,
  lineIds: number[],
  failure?: FormFailureData,
) {
  const [choices, setChoices] = useState<ShippingChoices>(initial)
  const [errors, setErrors] = useState<Record<string, string>>(() => fieldMessages(failure))
  const [alert, setAlert] = useState<string[]>(() => (failure ? [failure.message] : []))

  // Changes build on the latest state, so quick successive edits never undo each other.
  // An error banner goes with the errors it was about: any change clears both.
  function update(next: ShippingChoices | ((previous: ShippingChoices) => ShippingChoices)) {
    setChoices(next)
    setErrors({})
    setAlert([])
  }

  function setShipment(index: number, change: { addressId?: number; postMethod?: string | null }) {
    update((previous) => ({
      ...previous,
      shipments: previous.shipments.map((shipment, i) =>
        i === index
          ? {
              ...shipment,
              ...change,
              // A new destination has other post methods: choose again.
              ...(change.addressId !== undefined ? { postMethod: null } : {}),
            }
          : shipment,
      ),
    }))
  }

  function setMode(mode: DeliveryMode) {
    update((previous) => ({
      ...previous,
      mode,
      shipments:
        mode === 'multiple'
          ? previous.shipments
          : [
              {
                ...previous.shipments[0]!,
                cartItemIds: lineIds,
                addressId: mode === 'same' ? NO_ADDRESS : previous.shipments[0]!.addressId,
              },
            ],
    }))
  }

  /** An address deleted from the address book is chosen nowhere any more. */
  function forgetAddress(id: number) {
    update((previous) => ({
      ...previous,
      billingAddressId: previous.billingAddressId === id ? NO_ADDRESS : previous.billingAddressId,
      shipments: previous.shipments.map((shipment) =>
        shipment.addressId === id
          ? { ...shipment, addressId: NO_ADDRESS, postMethod: null }
          : shipment,
      ),
    }))
  }

  return {
    choices,
    errors,
    setErrors,
    alert,
    setAlert,
    update,
    setShipment,
    setMode,
    forgetAddress,
  }
}
