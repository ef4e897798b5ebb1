import { describe, expect, it } from 'vitest'
import {
  localeFromAcceptLanguage,
  localeFromPath,
  localizePath,
  pick,
  stripLocale,
} from './locale.ts'

describe('locale paths', () => {
  it('reads the locale from the /en prefix only', () => {
    expect(localeFromPath('/')).toBe('de')
    expect(localeFromPath('/en')).toBe('en')
    expect(localeFromPath('/en/cart')).toBe('en')
    expect(localeFromPath('/entdecken')).toBe('de')
    // The data request of a revalidation on the English home page stays English.
    expect(localeFromPath('/en.data')).toBe('en')
    expect(localeFromPath('/_root.data')).toBe('de')
  })

  it('strips and adds the prefix', () => {
    expect(stripLocale('/en')).toBe('/')
    expect(stripLocale('/en/pages/imprint')).toBe('/pages/imprint')
    expect(stripLocale('/cart')).toBe('/cart')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/cart', 'en')).toBe('/en/cart')
    expect(localizePath('/cart', 'de')).toBe('/cart')
  })
})

describe('Accept-Language', () => {
  it('picks the best supported language by q-value', () => {
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,de;q=0.8')).toBe('en')
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.7, en;q=0.5')).toBe('de')
    expect(localeFromAcceptLanguage('de;q=0.2, en;q=0.9')).toBe('en')
    expect(localeFromAcceptLanguage('fr, it')).toBeUndefined()
    expect(localeFromAcceptLanguage('')).toBeUndefined()
    expect(localeFromAcceptLanguage('en;q=0, de')).toBe('de')
  })
})

describe('pick', () => {
  it('falls back to English, then German', () => {
    expect(pick({ de: 'Theke', en: 'Counter' }, 'de')).toBe('Theke')
    expect(pick({ de: 'Theke', en: '' }, 'en')).toBe('Theke')
    expect(pick({ de: '', en: 'Counter' }, 'de')).toBe('Counter')
    expect(pick(null, 'de')).toBe('')
  })
})
