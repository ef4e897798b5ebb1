import { describe, expect, it } from 'vitest'
import { loadLayoutData } from './layout-data.ts'

const settings = {
  shopName: 'Nordlicht Displays',
  companyName: 'Messebau Nordlicht GmbH',
  phone: '+49 521 987654-0',
  email: 'info@messebau-nordlicht.example',
  openingHours: { de: 'Mo–Fr 08:30–17:00 Uhr', en: 'Mon–Fri 08:30–17:00' },
  street: 'Industriestraße 12',
  postcode: '33602',
  city: 'Bielefeld',
  tax: 7,
  productionDelay: 2,
}

const down = () => Promise.reject(new Error('database down'))

describe('loadLayoutData (PAGE-6: gathered in parallel, each part may fail)', () => {
  it('returns every part when all answer', async () => {
    const data = await loadLayoutData(
      {
        settings: { get: async () => settings, tax: async () => 7, productionDelay: async () => 2 },
        menus: { top: async () => [] },
        footer: { sections: async () => [] },
        popups: { active: async () => [{ id: 3, title: 'News', content: '<p>x</p>' }] },
      } as never,
      'en',
    )
    expect(data).toMatchObject({ tax: 7, productionDelay: 2, menus: [], footer: [] })
    expect(data.popup).toEqual({ id: 3, title: 'News', content: '<p>x</p>' })
    expect(data.settings.openingHours).toBe('Mon–Fri 08:30–17:00')
  })

  it('falls back to tax 19, delay 0 and empty menus when the parts fail', async () => {
    const failed: string[] = []
    const data = await loadLayoutData(
      {
        settings: { get: down, tax: down, productionDelay: down },
        menus: { top: down },
        footer: { sections: down },
        popups: { active: down },
      } as never,
      'de',
      (part) => failed.push(part),
    )
    expect(data.tax).toBe(19)
    expect(data.productionDelay).toBe(0)
    expect(data.menus).toEqual([])
    expect(data.footer).toEqual([])
    expect(data.popup).toBeNull()
    expect(data.settings.shopName).toBe('Nordlicht Displays')
    expect(failed.sort()).toEqual([
      'footer',
      'menus',
      'popups',
      'production delay',
      'settings',
      'tax',
    ])
  })

  it('keeps the parts that answered when one fails', async () => {
    const data = await loadLayoutData(
      {
        settings: { get: async () => settings, tax: down, productionDelay: async () => 2 },
        menus: { top: async () => [{ id: 1 }] },
        footer: { sections: down },
        popups: { active: async () => [] },
      } as never,
      'de',
    )
    expect(data.tax).toBe(19)
    expect(data.productionDelay).toBe(2)
    expect(data.menus).toEqual([{ id: 1 }])
  })
})
