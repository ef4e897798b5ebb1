import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCheck } from '#server/modules/preflight/run-check.ts'

// PRE-8: a check runs in its own process within a time and a memory limit; running out of
// either kills that process and says why, and the caller goes on.

const dir = mkdtempSync(path.join(os.tmpdir(), 'preflight-run-'))
let file: string

beforeAll(async () => {
  const doc = await PDFDocument.create()
  const page = doc.addPage([240.94, 155.91])
  page.setTrimBox(5.67, 5.67, 229.6, 144.57)
  file = path.join(dir, 'card.pdf')
  writeFileSync(file, await doc.save())
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a print-data check in its own process', () => {
  it('answers the facts of a file', async () => {
    const outcome = await runCheck(file, 'pdf', { timeoutMs: 30_000, maxRssMb: 1024 })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok || outcome.facts.kind !== 'pdf') throw new Error('no facts')
    expect(outcome.facts.pages).toHaveLength(1)
    expect(outcome.facts.pages[0]!.trimMm!.width).toBeCloseTo(81, 0)
  })

  it('is stopped when it takes too long or too much memory', async () => {
    expect(await runCheck(file, 'pdf', { timeoutMs: 1, maxRssMb: 1024 })).toEqual({
      ok: false,
      reason: 'timeout',
    })
    expect(await runCheck(file, 'pdf', { timeoutMs: 30_000, maxRssMb: 5 })).toEqual({
      ok: false,
      reason: 'memory',
    })
    // The memory limit ended it long before the 30 s: the reason says which limit it was.
  })
})
