import { describe, expect, it } from 'vitest'
import { parseVatId } from './vat-id.ts'

describe('parseVatId', () => {
  it('accepts the ids of EU member states, Greece under its VIES prefix EL', () => {
    expect(parseVatId(' atu13585627 ')).toMatchObject({
      vatId: 'ATU13585627',
      countryCode: 'AT',
      viesCountryCode: 'AT',
      vatNumber: 'U13585627',
    })
    expect(parseVatId('EL094259216')).toMatchObject({ countryCode: 'GR', viesCountryCode: 'EL' })
  })

  it('refuses well-formed ids of countries outside the EU, which VIES cannot confirm', () => {
    // Both have valid check digits by jsvat's rules for their own countries.
    expect(parseVatId('GB980780684')).toBeNull()
    expect(parseVatId('NO923609016MVA')).toBeNull()
  })
})
