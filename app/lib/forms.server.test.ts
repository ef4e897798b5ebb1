import { describe, expect, it } from 'vitest'
import { AppError } from '#core/errors/errors.ts'
import { formAction, formObject } from './forms.server.ts'

const formOf = (entries: [string, string][]) => {
  const form = new FormData()
  for (const [key, value] of entries) form.append(key, value)
  return form
}

describe('formObject', () => {
  it('reads a post as the JSON body the API would get', () => {
    const form = formOf([
      ['intent', 'register'],
      ['email', 'a@example.com'],
      ['country_id', '18'],
      ['terms', 'on'],
      ['ids[]', '3'],
      ['ids[]', '4'],
    ])
    expect(
      formObject(form, { numbers: ['country_id', 'ids'], booleans: ['terms', 'default'] }),
    ).toEqual({
      email: 'a@example.com',
      country_id: 18,
      terms: true,
      default: false,
      ids: [3, 4],
    })
  })

  it('leaves an empty number out, for the schema to call it missing', () => {
    expect(formObject(formOf([['country_id', ' ']]), { numbers: ['country_id'] })).toEqual({
      country_id: undefined,
    })
  })
})

describe('formAction', () => {
  it('answers a domain error with its status, messages and what was typed, never a password', async () => {
    const form = formOf([
      ['intent', 'login'],
      ['email', 'a@example.com'],
      ['password', 'geheim'],
      ['_scripted', '1'],
    ])
    const answer = (await formAction(form, async () => {
      throw new AppError('invalid', 'Bitte korrigieren Sie die Fehler.', { email: ['falsch'] })
    })) as unknown as { data: unknown; init: { status: number } }
    expect(answer.init.status).toBe(422)
    expect(answer.data).toEqual({
      ok: false,
      message: 'Bitte korrigieren Sie die Fehler.',
      errors: { email: ['falsch'] },
      intent: 'login',
      values: { email: 'a@example.com' },
    })
  })

  it('passes a rate limit on with Retry-After, and anything else through', async () => {
    const limited = (await formAction(new FormData(), async () => {
      throw new AppError('rate_limited', 'Zu viele Versuche.', undefined, 60)
    })) as unknown as { init: { status: number; headers: Record<string, string> } }
    expect(limited.init.status).toBe(429)
    expect(limited.init.headers['Retry-After']).toBe('60')
    await expect(
      formAction(new FormData(), async () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom')
    expect(await formAction(new FormData(), async () => ({ ok: true }))).toEqual({ ok: true })
  })
})
