import { sendJson, startFakeServer } from './http.ts'

export type ViesBehaviour = 'valid' | 'invalid' | 'slow' | 'server_error' | 'ms_unavailable'

/**
 * A fake of the VIES REST API (POST /check-vat-number). Each VAT number answers with the
 * behaviour set for it (default 'valid'), in the shape the EU service sends.
 */
export async function startFakeVies() {
  const behaviours = new Map<string, ViesBehaviour>()
  const fake = await startFakeServer(async (request, response) => {
    if (request.method !== 'POST' || request.path !== '/check-vat-number') {
      return sendJson(response, 404, { errorWrappers: [{ error: 'NOT_FOUND' }] })
    }
    const { countryCode, vatNumber } = JSON.parse(request.body) as {
      countryCode: string
      vatNumber: string
    }
    const behaviour = behaviours.get(vatNumber) ?? 'valid'
    const requestDate = '2026-11-22T23:15:00.000Z'
    switch (behaviour) {
      case 'slow':
        // No answer before the caller gives up (or a minute passed): whatever its timeout, it
        // runs out first, also on a busy machine.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 60_000).unref()
          response.once('close', () => {
            clearTimeout(timer)
            resolve()
          })
        })
        if (response.destroyed) return
        return sendJson(response, 200, { countryCode, vatNumber, valid: true, requestDate })
      case 'server_error':
        return sendJson(response, 500, { errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] })
      case 'ms_unavailable':
        return sendJson(response, 200, {
          actionSucceed: false,
          errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'Member state unavailable' }],
        })
      case 'invalid':
        return sendJson(response, 200, {
          countryCode,
          vatNumber,
          requestDate,
          valid: false,
          requestIdentifier: '',
          name: '---',
          address: '---',
        })
      case 'valid':
        return sendJson(response, 200, {
          countryCode,
          vatNumber,
          requestDate,
          valid: true,
          requestIdentifier: 'WAPIAAAAZx1a2b3c',
          name: 'Messe Alpin GmbH',
          address: 'Ringstraße 1\n1010 Wien',
          traderName: '---',
          traderAddress: '---',
        })
    }
  })
  return { ...fake, behaviours }
}
