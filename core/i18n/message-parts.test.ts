import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { backOfficeDe } from './messages/back-office.de.ts'
import { backOfficeEn } from './messages/back-office.en.ts'
import { de } from './messages/de.ts'
import { en } from './messages/en.ts'
import { serverDe } from './messages/server.de.ts'
import { serverEn } from './messages/server.en.ts'
import { storefrontDe } from './messages/storefront.de.ts'
import { storefrontEn } from './messages/storefront.en.ts'
import { registerMessages, resources } from './resources.browser.ts'

// PERF-3: the browser gets a language's messages in parts; together they are the whole catalog.

describe('message parts', () => {
  it.each([
    ['de', de, [storefrontDe, backOfficeDe, serverDe]],
    ['en', en, [storefrontEn, backOfficeEn, serverEn]],
  ] as const)(
    'the %s parts share no group and make up the whole catalog',
    (_locale, all, parts) => {
      const groups = parts.flatMap((part) => Object.keys(part))
      expect(new Set(groups).size).toBe(groups.length)
      expect(Object.assign({}, ...parts)).toEqual(all)
    },
  )

  it('keeps what only the back office or the server shows out of the storefront part', () => {
    expect(Object.keys(storefrontEn)).not.toContain('admin')
    expect(Object.keys(storefrontEn)).not.toContain('adminProducts')
    expect(Object.keys(storefrontEn)).not.toContain('checkoutCore')
    expect(Object.keys(storefrontEn)).toEqual(expect.arrayContaining(['header', 'cart', 'account']))
  })

  it('joins a part loaded later to the language in the browser, once', () => {
    expect(registerMessages('de', storefrontDe)).toBe(true)
    expect(registerMessages('de', storefrontDe)).toBe(false)
    const instance = i18next.createInstance()
    void instance.init({ lng: 'de', resources: { ...resources }, initAsync: false })
    expect(instance.t('admin.nav.orders')).toBe('admin.nav.orders')
    expect(registerMessages('de', backOfficeDe)).toBe(true)
    instance.addResourceBundle('de', 'translation', backOfficeDe)
    expect(instance.t('header.cart')).toBe(storefrontDe.header.cart)
    expect(instance.t('admin.nav.orders')).toBe(backOfficeDe.admin.nav.orders)
    expect(resources.en).toBeUndefined()
  })
})
