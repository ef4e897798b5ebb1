import { describe, expect, it } from 'vitest'
import { CARRIERS, checkShipment, trackingUrl } from './carriers.ts'

describe('shipments (ORD-17)', () => {
  it('takes a parcel carrier with its tracking number, spaces and dashes dropped', () => {
    expect(checkShipment('dhl', ' 0034 0434-1612 3456 789 ')).toEqual({
      ok: true,
      carrier: 'dhl',
      trackingNumber: '0034043416123456789',
    })
    expect(checkShipment('ups', '1z999aa10123456784')).toMatchObject({
      trackingNumber: '1Z999AA10123456784',
    })
  })

  it('refuses an unknown carrier, and a parcel without a usable number', () => {
    expect(checkShipment('post-owl', '12345678')).toEqual({ ok: false, field: 'carrier' })
    expect(checkShipment('dhl', '')).toEqual({ ok: false, field: 'trackingNumber' })
    expect(checkShipment('dpd', '12')).toEqual({ ok: false, field: 'trackingNumber' })
    expect(checkShipment('gls', '<script>')).toEqual({ ok: false, field: 'trackingNumber' })
    expect(checkShipment('hermes', 'x'.repeat(41))).toEqual({ ok: false, field: 'trackingNumber' })
  })

  it('lets a freight forwarder go without a number', () => {
    expect(checkShipment('freight', '')).toEqual({
      ok: true,
      carrier: 'freight',
      trackingNumber: null,
    })
    expect(checkShipment('freight', 'SP-4711')).toMatchObject({ trackingNumber: 'SP4711' })
  })

  it('links every parcel carrier to its tracking page in the customer language', () => {
    for (const carrier of CARRIERS.filter((c) => c !== 'freight')) {
      const de = trackingUrl(carrier, 'AB1234', 'de')!
      expect(new URL(de).protocol).toBe('https:')
      expect(de).toContain('AB1234')
    }
    expect(trackingUrl('dhl', '123456', 'en')).toContain('/en/')
    expect(trackingUrl('dpd', '123456', 'de')).toContain('de_DE')
    expect(trackingUrl('freight', 'SP4711', 'de')).toBeNull()
    expect(trackingUrl(null, null, 'de')).toBeNull()
  })
})
