import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { formText, issueMessages, recordId } from './form-input.ts'

// Decision 0039: a schema's messages are keys; the edge translates them once.
describe('message keys translated at the edge', () => {
  const schema = z.object({ name: formText(5), note: formText(undefined, { multiline: true }) })

  it('translates a key with the issue’s own values, in either language', () => {
    const error = schema.safeParse({ name: 'Messewand' }).error!
    expect(issueMessages(error, 'de')).toEqual({ name: ['Bitte höchstens 5 Zeichen.'] })
    expect(issueMessages(error, 'en')).toEqual({ name: ['Please use at most 5 characters.'] })
  })

  it('names a shared rule’s key (control characters) and keeps line breaks where allowed', () => {
    const error = schema.safeParse({ name: 'a\u0000', note: 'Zeile 1\nZeile 2' }).error!
    expect(issueMessages(error, 'en')).toEqual({
      name: ['This text contains control characters that are not allowed.'],
    })
  })

  it('gives the general message for an issue without a key', () => {
    const error = z.object({ n: z.number() }).safeParse({ n: 'x' }).error!
    expect(issueMessages(error, 'de').n).toHaveLength(1)
    expect(issueMessages(error, 'de').n![0]).not.toMatch(/expected/i)
  })

  it('reads a record id from a form and refuses what is none', () => {
    expect(recordId.parse('42')).toBe(42)
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expect(recordId.safeParse(bad).success, bad).toBe(false)
    }
  })
})
