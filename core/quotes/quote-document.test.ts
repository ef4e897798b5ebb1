import { describe, expect, it } from 'vitest'
import { quoteDocument, type QuoteDocumentInput } from './quote-document.ts'

const input: QuoteDocumentInput = {
  locale: 'de',
  number: 'AN-2027-000001',
  issuedOn: '2027-01-04',
  validUntil: '2027-01-31',
  seller: {
    companyName: 'Messebau Nordlicht GmbH',
    street: 'Industriestraße 12',
    postcode: '28195',
    city: 'Bremen',
  },
  buyer: {
    company: 'Nordwind Messebau',
    firstName: 'Jördis',
    lastName: 'Hansen',
    address: 'Hafenstraße 5',
    postcode: '20457',
    city: 'Hamburg',
    email: 'j@example.com',
  },
  lines: [
    {
      title: 'Roll-up Basic',
      details: ['Breite: 85 cm'],
      quantity: 1_000,
      unitCents: 8_750,
      listUnitCents: 10_000,
      discountBasisPoints: 1_250,
    },
  ],
  shippingCents: 4_900,
  note: 'Frei Messestand',
}

describe('quoteDocument (QUOTE-5)', () => {
  it('words the quote in German with its number, validity, discount and net total', () => {
    const view = quoteDocument(input)
    expect(view.title).toBe('Angebot AN-2027-000001')
    expect(view.facts).toEqual([
      { label: 'Angebotsnummer', value: 'AN-2027-000001' },
      { label: 'Datum', value: '04.01.2027' },
      { label: 'Gültig bis', value: '31.01.2027' },
    ])
    expect(view.lines[0]).toMatchObject({
      quantity: '1.000',
      details: ['Breite: 85 cm', '12,5 % Rabatt auf 100,00\u00a0€'],
      amount: '87.500,00\u00a0€',
    })
    expect(view.rows.at(-1)).toEqual({
      label: 'Gesamt netto',
      amount: '87.549,00\u00a0€',
      strong: true,
    })
    expect(view.note).toEqual({ title: 'Hinweis', text: 'Frei Messestand' })
  })

  it('words it in English for an English customer', () => {
    const view = quoteDocument({ ...input, locale: 'en', note: null })
    expect(view.title).toBe('Quote AN-2027-000001')
    expect(view.lines[0]!.details[1]).toBe('12.5 % off 100,00\u00a0€')
    expect(view.note).toBeNull()
  })
})
