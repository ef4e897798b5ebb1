import { describe, expect, it } from 'vitest'
import { issueMessages } from './form-input.ts'
import { footerAliasSchema, footerSectionSchema } from './admin-footer.ts'

// CONT-7: a footer section's titles and type, a page link's own link text.

describe('footerSectionSchema', () => {
  it('takes titles of 1–80 characters and a type', () => {
    expect(
      footerSectionSchema.parse({ titleDe: ' Service ', titleEn: 'Service', type: 'menu' }),
    ).toEqual({ titleDe: 'Service', titleEn: 'Service', type: 'menu' })
  })
  it('refuses empty or long titles and an unknown type, in the member’s language', () => {
    const german = footerSectionSchema.safeParse({
      titleDe: '',
      titleEn: 'x'.repeat(81),
      type: 'links',
    })
    expect(issueMessages(german.error!, 'de')).toEqual({
      titleDe: ['Bitte geben Sie einen Titel mit 1 bis 80 Zeichen ein.'],
      titleEn: ['Bitte geben Sie einen Titel mit 1 bis 80 Zeichen ein.'],
      type: ['Bitte wählen Sie Seiten oder Kategorien.'],
    })
  })
})

describe('footerAliasSchema', () => {
  it('is both link texts or none', () => {
    expect(footerAliasSchema.parse({ aliasDe: ' ', aliasEn: '' })).toBeNull()
    expect(footerAliasSchema.parse({ aliasDe: 'Kontakt', aliasEn: 'Contact' })).toEqual({
      de: 'Kontakt',
      en: 'Contact',
    })
    const half = footerAliasSchema.safeParse({ aliasDe: 'Kontakt', aliasEn: '' })
    expect(issueMessages(half.error!, 'en')).toEqual({
      aliasEn: ['Please give the link text in both languages, or in neither.'],
    })
    const long = footerAliasSchema.safeParse({ aliasDe: 'x'.repeat(81), aliasEn: 'y' })
    expect(issueMessages(long.error!, 'de')).toEqual({ aliasDe: ['Bitte höchstens 80 Zeichen.'] })
  })
})
