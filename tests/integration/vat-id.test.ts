import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createViesAdapter } from '#server/modules/checkout/vies.adapter.ts'
import { checkVatId, VERIFICATION_NOT_POSSIBLE } from '#server/modules/checkout/vat-id.ts'
import { startFakeVies } from './fakes/vies.ts'

// CHK-7, CHK-8: the real VIES adapter against a local fake of the VIES REST API.
let vies: Awaited<ReturnType<typeof startFakeVies>>
let adapter: ReturnType<typeof createViesAdapter>
// Room for a busy machine (test files run in parallel); the 'slow' fake outwaits any timeout.
const timeoutMs = 1_500

beforeAll(async () => {
  vies = await startFakeVies()
  adapter = createViesAdapter({ baseUrl: vies.url, timeoutMs })
})
afterAll(() => vies.close())

describe('checkVatId with VIES', () => {
  it('confirms a valid VAT id and returns the details to store on the order', async () => {
    const before = vies.requests.length
    const result = await checkVatId(adapter, ' atu 13585627 ')
    expect(result).toEqual({
      status: 'confirmed',
      vatId: 'ATU13585627',
      countryCode: 'AT',
      confirmation: {
        vatId: 'ATU13585627',
        countryCode: 'AT',
        name: 'Messe Alpin GmbH',
        address: 'Ringstraße 1\n1010 Wien',
        requestDate: '2026-11-22T23:15:00.000Z',
        consultationNumber: 'WAPIAAAAZx1a2b3c',
      },
    })
    const request = vies.requests[before]!
    expect(request.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request.body)).toEqual({ countryCode: 'AT', vatNumber: 'U13585627' })
  })

  it('sends Greece as EL to VIES and keeps GR as the country', async () => {
    const result = await checkVatId(adapter, 'EL094259216')
    expect(result).toMatchObject({ status: 'confirmed', countryCode: 'GR' })
    expect(JSON.parse(vies.requests.at(-1)!.body)).toMatchObject({ countryCode: 'EL' })
  })

  it('reports an id VIES does not know as invalid', async () => {
    vies.behaviours.set('136695976', 'invalid')
    expect(await checkVatId(adapter, 'DE136695976')).toEqual({
      status: 'invalid',
      vatId: 'DE136695976',
      countryCode: 'DE',
    })
  })

  it('rejects a malformed id before any request', async () => {
    const before = vies.requests.length
    for (const input of ['', 'DE123', 'ATU13585628', 'XX123456789', 'CHE123456789']) {
      expect(await checkVatId(adapter, input)).toEqual({ status: 'malformed' })
    }
    expect(vies.requests.length).toBe(before)
  })

  it('gives "Verification is not possible." on a timeout', async () => {
    vies.behaviours.set('U10223006', 'slow')
    const started = Date.now()
    expect(await checkVatId(adapter, 'ATU10223006')).toEqual({
      status: 'unavailable',
      vatId: 'ATU10223006',
      countryCode: 'AT',
      message: VERIFICATION_NOT_POSSIBLE,
    })
    // It gave up at its timeout: the fake never answered.
    expect(Date.now() - started).toBeLessThan(timeoutMs * 2)
  })

  it('gives "Verification is not possible." on a 500 and on a VIES error code', async () => {
    vies.behaviours.set('U10223006', 'server_error')
    expect(await checkVatId(adapter, 'ATU10223006')).toMatchObject({
      status: 'unavailable',
      message: 'Verification is not possible.',
    })
    vies.behaviours.set('U10223006', 'ms_unavailable')
    expect(await checkVatId(adapter, 'ATU10223006')).toMatchObject({ status: 'unavailable' })
  })

  it('gives "unavailable" when nothing listens', async () => {
    const down = createViesAdapter({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 300 })
    expect(await checkVatId(down, 'ATU13585627')).toMatchObject({ status: 'unavailable' })
  })
})
