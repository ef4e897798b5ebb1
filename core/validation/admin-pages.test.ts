import { describe, expect, it } from 'vitest'
import { issueMessages } from './form-input.ts'
import { pageInputSchema } from './admin-pages.ts'

const valid = {
  titleDe: ' Impressum ',
  titleEn: 'Imprint',
  metaDescriptionDe: 'Angaben gemäß § 5 DDG',
  metaDescriptionEn: '',
  bodyDe: '<h2>Anbieter</h2>\n<p>Muster GmbH</p>',
  bodyEn: '<p>Muster GmbH</p>',
}

describe('pageInputSchema', () => {
  it('takes a page with both languages; a meta description may be empty', () => {
    expect(pageInputSchema.parse(valid)).toEqual({ ...valid, titleDe: 'Impressum' })
    expect(pageInputSchema.parse({ ...valid, metaDescriptionDe: undefined })).toMatchObject({
      metaDescriptionDe: '',
    })
  })

  it('refuses empty titles and bodies and overlong texts, in the member’s language', () => {
    const result = pageInputSchema.safeParse({
      ...valid,
      titleEn: ' ',
      bodyDe: '',
      metaDescriptionEn: 'x'.repeat(301),
    })
    expect(issueMessages(result.error!, 'de')).toEqual({
      titleEn: ['Bitte füllen Sie dieses Feld aus.'],
      bodyDe: ['Bitte füllen Sie dieses Feld aus.'],
      metaDescriptionEn: ['Bitte höchstens 300 Zeichen.'],
    })
    const english = pageInputSchema.safeParse({
      ...valid,
      titleDe: 'x'.repeat(121),
      bodyEn: 'x'.repeat(100_001),
    })
    expect(issueMessages(english.error!, 'en')).toEqual({
      titleDe: ['At most 120 characters, please.'],
      bodyEn: ['At most 100000 characters, please.'],
    })
    expect(pageInputSchema.safeParse({ ...valid, bodyEn: 'x'.repeat(100_000) }).success).toBe(true)
  })

  it('tells a slug not sent (it stays) from an empty one (made from the title)', () => {
    expect(pageInputSchema.parse(valid)).not.toHaveProperty('slugDe')
    expect(pageInputSchema.parse({ ...valid, slugDe: ' ', slugEn: 'Legal ' })).toMatchObject({
      slugDe: '',
      slugEn: 'Legal',
    })
    const long = pageInputSchema.safeParse({ ...valid, slugEn: 'x'.repeat(201) })
    expect(issueMessages(long.error!, 'en')).toEqual({
      slugEn: ['At most 200 characters, please.'],
    })
  })

  it('refuses an unknown placeholder in a body or description (CONT-9)', () => {
    const result = pageInputSchema.safeParse({
      ...valid,
      bodyDe: '<p>Ab {{free_shipping_threshold}} frei, Hotline {{hotline}}</p>',
      metaDescriptionEn: 'Call {{ telefon }}',
    })
    expect(issueMessages(result.error!, 'de')).toEqual({
      bodyDe: [
        'Unbekannter Platzhalter {{hotline}}. Bekannt sind: {{free_shipping_threshold}}, {{order_cutoff}}, {{phone}}, {{email}}, {{opening_hours}}.',
      ],
      metaDescriptionEn: [
        'Unbekannter Platzhalter {{ telefon }}. Bekannt sind: {{free_shipping_threshold}}, {{order_cutoff}}, {{phone}}, {{email}}, {{opening_hours}}.',
      ],
    })
  })
})
