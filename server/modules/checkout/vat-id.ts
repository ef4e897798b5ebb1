import { checkVAT, countries } from 'jsvat'
import type { ViesAdapter } from './vies.adapter.ts'

// CHK-8, ERR-8: the message for a check that could not be made (VAT id or coupon).
export const VERIFICATION_NOT_POSSIBLE = 'Verification is not possible.'

// VIES confirms only the member states' ids, so only their formats are accepted here.
const EU_MEMBER_STATES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
)
const euCountries = countries.filter((country) => EU_MEMBER_STATES.has(country.codes[0]!))

export type FormattedVatId = {
  /** Normalised: upper case, no spaces or punctuation, e.g. 'ATU13585627'. */
  vatId: string
  /** The ISO code of the member state (GR for Greece), as in our countries table. */
  countryCode: string
  /** The prefix VIES expects (EL for Greece). */
  viesCountryCode: string
  /** The number without the prefix. */
  vatNumber: string
}

/** What VIES said, kept on the order (ORD-2, TOT-6) as proof for a reverse-charge invoice. */
export type VatIdConfirmation = {
  vatId: string
  countryCode: string
  name: string | null
  address: string | null
  requestDate: string
  consultationNumber: string | null
}

export type VatIdCheck =
  /** Not a VAT id of an EU member state by its format and check digits; VIES was not asked. */
  | { status: 'malformed' }
  /** VIES answered: no such VAT id. */
  | { status: 'invalid'; vatId: string; countryCode: string }
  | { status: 'confirmed'; vatId: string; countryCode: string; confirmation: VatIdConfirmation }
  /** VIES could not be asked (timeout, 5xx, member state down): 'Verification is not possible.' */
  | { status: 'unavailable'; vatId: string; countryCode: string; message: string }

/** The format check (jsvat): structure and check digits of the member state. */
export function parseVatId(input: string): FormattedVatId | null {
  const result = checkVAT(input.trim(), euCountries)
  if (!result.isValid || !result.value || !result.country) return null
  const vatId = result.value.toUpperCase()
  return {
    vatId,
    countryCode: result.country.isoCode.short,
    viesCountryCode: vatId.slice(0, 2),
    vatNumber: vatId.slice(2),
  }
}

/**
 * CHK-7: first the format check, then the confirmation by VIES. A malformed id never
 * reaches VIES; an answer that is not a clear yes or no is 'unavailable', never 'invalid'.
 */
export async function checkVatId(vies: ViesAdapter, input: string): Promise<VatIdCheck> {
  const parsed = parseVatId(input)
  if (!parsed) return { status: 'malformed' }
  const { vatId, countryCode } = parsed
  const answer = await vies.checkVatNumber(parsed.viesCountryCode, parsed.vatNumber)
  if (answer.kind === 'unavailable') {
    return { status: 'unavailable', vatId, countryCode, message: VERIFICATION_NOT_POSSIBLE }
  }
  if (!answer.valid) return { status: 'invalid', vatId, countryCode }
  return {
    status: 'confirmed',
    vatId,
    countryCode,
    confirmation: {
      vatId,
      countryCode,
      name: answer.name,
      address: answer.address,
      requestDate: answer.requestDate,
      consultationNumber: answer.consultationNumber,
    },
  }
}
