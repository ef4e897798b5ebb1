import { describe, expect, it } from 'vitest'
import { paymentStepSchema } from '#core/validation/checkout.ts'
import { addressSchema } from '#core/validation/customer.ts'
import { parseBody } from '#core/validation/parse.ts'
import { formObject } from './forms.server.ts'

// FORM-5: the storefront's forms with checkboxes (address book, payment step), sent with every
// box unticked — the browser then sends no field at all — read "no", or are refused at the box.

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return form
}

describe('storefront forms with their boxes unticked', () => {
  it('saves an address that is neither the default billing nor shipping address', () => {
    const values = formObject(
      formOf({
        first_name: 'Jördis',
        last_name: 'Hansen',
        address: 'Hafenstraße 5',
        postcode: '20457',
        city: 'Hamburg',
        country_id: '18',
      }),
      { numbers: ['country_id'], booleans: ['is_default_billing', 'is_default_shipping'] },
    )
    expect(parseBody(addressSchema, values, 'de')).toMatchObject({
      is_default_billing: false,
      is_default_shipping: false,
    })
  })

  it('refuses the payment step without the terms, at the terms’ box only', () => {
    const values = formObject(formOf({ paymentMethod: 'invoice', couponCode: '', comments: '' }), {
      booleans: ['termsAccepted', 'confirmWithoutVatId', 'vatIdShown'],
    })
    expect(values).toMatchObject({ termsAccepted: false, confirmWithoutVatId: false })
    const refused = (() => {
      try {
        return parseBody(paymentStepSchema, values, 'de')
      } catch (error) {
        return error as { fields: Record<string, string[]> }
      }
    })() as { fields: Record<string, string[]> }
    expect(Object.keys(refused.fields)).toEqual(['termsAccepted'])
    expect(parseBody(paymentStepSchema, { ...values, termsAccepted: true }, 'de')).toMatchObject({
      confirmWithoutVatId: false,
    })
  })
})
