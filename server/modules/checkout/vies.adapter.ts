/**
 * The one adapter to the EU's VIES service (CHK-7, CHK-8, decision 0010: one adapter per
 * outside system). It speaks the VIES REST API: POST {baseUrl}/check-vat-number with
 * { countryCode, vatNumber } answering { valid, name, address, requestDate, requestIdentifier }.
 * It never throws for the service's own failures: a timeout, a 5xx, a network error or a VIES
 * error code (e.g. MS_UNAVAILABLE) is an 'unavailable' answer the checkout can show.
 */

export interface ViesOptions {
  /** e.g. https://ec.europa.eu/taxation_customs/vies/rest-api (VIES_URL). */
  baseUrl: string
  /** CHK-8: 5 s; tests use a short one. */
  timeoutMs: number
  /** Our own VAT id: VIES then issues a consultation number, which proves the check later. */
  requester?: { countryCode: string; vatNumber: string }
}

export type ViesAnswer =
  | {
      kind: 'answered'
      valid: boolean
      name: string | null
      address: string | null
      requestDate: string
      consultationNumber: string | null
    }
  | { kind: 'unavailable'; reason: 'timeout' | 'server_error' | 'service_error' | 'network' }

export interface ViesAdapter {
  /** countryCode as VIES writes it (EL for Greece), vatNumber without the country prefix. */
  checkVatNumber(countryCode: string, vatNumber: string): Promise<ViesAnswer>
}

type ViesResponse = {
  valid?: unknown
  name?: unknown
  address?: unknown
  requestDate?: unknown
  requestIdentifier?: unknown
  errorWrappers?: unknown
  actionSucceed?: unknown
}

export function createViesAdapter(options: ViesOptions): ViesAdapter {
  const endpoint = `${options.baseUrl.replace(/\/$/, '')}/check-vat-number`
  return {
    async checkVatNumber(countryCode, vatNumber) {
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            countryCode,
            vatNumber,
            ...(options.requester && {
              requesterMemberStateCode: options.requester.countryCode,
              requesterNumber: options.requester.vatNumber,
            }),
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        })
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
        return { kind: 'unavailable', reason: timedOut ? 'timeout' : 'network' }
      }
      if (response.status >= 500) {
        await response.body?.cancel()
        return { kind: 'unavailable', reason: 'server_error' }
      }
      let body: ViesResponse
      try {
        body = (await response.json()) as ViesResponse
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
        return { kind: 'unavailable', reason: timedOut ? 'timeout' : 'service_error' }
      }
      // VIES reports a member state being down or overloaded as error codes, not as 'invalid'.
      if (!response.ok || body.actionSucceed === false || typeof body.valid !== 'boolean') {
        return { kind: 'unavailable', reason: 'service_error' }
      }
      return {
        kind: 'answered',
        valid: body.valid,
        name: knownText(body.name),
        address: knownText(body.address),
        requestDate: typeof body.requestDate === 'string' ? body.requestDate : '',
        consultationNumber: knownText(body.requestIdentifier),
      }
    },
  }
}

/** VIES writes '---' where a member state does not disclose a field. */
function knownText(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text === '' || text === '---' ? null : text
}
