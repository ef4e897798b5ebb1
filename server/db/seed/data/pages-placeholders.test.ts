import { describe, expect, it } from 'vitest'
import { unknownPlaceholders } from '#core/content/placeholders.ts'
import { defaultSettings } from '#core/settings/shop-settings.ts'
import { pages } from './pages.ts'
import { demoPopup } from './popup.ts'

// CONT-9: the demo pages and popup name the settings by placeholder, never by their value, so
// the owner's change of a setting shows in every text.

const texts = [
  ...pages.flatMap((page) => [
    page.body.de,
    page.body.en,
    page.metaDescription.de,
    page.metaDescription.en,
  ]),
  demoPopup.content.de,
  demoPopup.content.en,
]

describe('the demo texts and the settings', () => {
  it('use only known placeholders', () => {
    for (const text of texts) expect(unknownPlaceholders(text)).toEqual([])
  })

  it('never state the threshold, the phone or the e-mail address as fixed text', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/500 EUR|500 €/)
      expect(text).not.toContain(defaultSettings.phone)
      expect(text).not.toContain(defaultSettings.email)
    }
  })

  it('name the cut-off, the threshold and the opening hours where they state them', () => {
    const shipping = pages.find((page) => page.key === 'shipping')!
    for (const body of [shipping.body.de, shipping.body.en]) {
      expect(body).toContain('{{free_shipping_threshold}}')
      expect(body).toContain('{{order_cutoff}}')
    }
    const contact = pages.find((page) => page.key === 'contact')!
    expect(contact.body.de).toContain('{{opening_hours}}')
    expect(demoPopup.content.de).toContain('{{order_cutoff}}')
  })
})
