import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, jsonLdText, organizationJsonLd, productJsonLd } from './json-ld.ts'

describe('JSON-LD', () => {
  it('describes the organization with its opening hours', () => {
    const org = organizationJsonLd({
      name: 'Nordlicht Displays',
      legalName: 'Messebau Nordlicht GmbH',
      url: 'https://shop.example',
      logo: 'https://shop.example/favicon.svg',
      phone: '+49 521 987654-0',
      email: 'info@messebau-nordlicht.example',
      street: 'Industriestraße 12',
      postcode: '33602',
      city: 'Bielefeld',
    })
    expect(org['@type']).toBe('Organization')
    expect(org.contactPoint.hoursAvailable).toMatchObject({ opens: '08:30', closes: '17:00' })
    expect(org.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(5)
  })

  it('numbers breadcrumb items from 1', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', url: 'https://shop.example/en' },
      { name: 'Exhibition Walls', url: 'https://shop.example/en/exhibition-walls' },
    ])
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2])
  })

  it('describes a product with its net price in EUR', () => {
    const product = productJsonLd({
      name: 'Roll-Up Classic',
      description: 'Der Klassiker',
      url: 'https://shop.example/roll-up-displays/roll-up-standard/roll-up-classic',
      images: ['https://shop.example/media/products/a-640.webp'],
      sku: 'roll-up-classic-85',
      priceCents: 8990,
      brand: 'Nordlicht Displays',
    })
    expect(product.offers).toMatchObject({ price: '89.90', priceCurrency: 'EUR' })
    expect(product.offers.priceSpecification.valueAddedTaxIncluded).toBe(false)
  })

  it('cannot be broken out of its script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
