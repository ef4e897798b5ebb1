import { describe, expect, it } from 'vitest'
import { fieldErrors } from './customer.ts'
import { footerAliasSchema, footerSectionSchema } from './admin-footer.ts'

// CONT-7: a footer section's titles and type, a page link's own link text.

describe('footerSectionSchema', () => {
  it('takes titles of 1–80 characters and a type', () => {
    expect(
      footerSectionSchema('de').parse({ titleDe: ' Service ', titleEn: 'Service', type: 'menu' }),
    ).toEqual({ titleDe: 'Service', titleEn: 'Service', type: 'menu' })
  })
  it('refuses empty or long titles and an unknown type, in the member’s language', () => {
    const german = footerSectionSchema('de').safeParse({
      titleDe: '',
      titleEn: 'x'.repeat(81),
      type: 'links',
    })
    expect(fieldErrors(german.error!)).toEqual({
      titleDe: ['Bitte geben Sie einen Titel mit 1 bis 80 Zeichen ein.'],
      titleEn: ['Bitte geben Sie einen Titel mit 1 bis 80 Zeichen ein.'],
      type: ['Bitte wählen Sie Seiten oder Kategorien.'],
    })
  })
})

describe('footerAliasSchema', () => {
  it('is both link texts or none', () => {
    expect(footerAliasSchema('en').parse({ aliasDe: ' ', aliasEn: '' })).toBeNull()
    expect(footerAliasSchema('en').parse({ aliasDe: 'Kontakt', aliasEn: 'Contact' })).toEqual({
      de: 'Kontakt',
      en: 'Contact',
    })
    const half = footerAliasSchema('en').safeParse({ aliasDe: 'Kontakt', aliasEn: '' })
    expect(fieldErrors(half.error!)).toEqual({
      aliasEn: ['Please give the link text in both languages, or in neither.'],
    })
    const long = footerAliasSchema('de').safeParse({ aliasDe: 'x'.repeat(81), aliasEn: 'y' })
    expect(fieldErrors(long.error!)).toEqual({ aliasDe: ['Bitte höchstens 80 Zeichen.'] })
  })
})
