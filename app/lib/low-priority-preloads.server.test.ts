import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowerModulePreloads, lowPriorityPreloads } from './low-priority-preloads.server.ts'

const head =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/b.js"/>' +
  `<style>${'x'.repeat(5000)}</style></head>`
const body = '<body><link rel="modulepreload" href="/assets/c.js"/><p>ü</p></body></html>'

describe('PERF-2: module preloads never hold up the first paint (decision 0062)', () => {
  it('gives every modulepreload link of the head a low fetch priority', () => {
    const html = lowerModulePreloads(head)
    expect(html.match(/<link fetchpriority="low" rel="modulepreload"/g)).toHaveLength(2)
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>')
    expect(
      lowerModulePreloads('<link rel="modulepreload" fetchpriority="high" href="/x.js">'),
    ).toBe('<link rel="modulepreload" fetchpriority="high" href="/x.js">')
  })

  it('rewrites the head however React cuts its output, and leaves the body alone', async () => {
    const page = Buffer.from(head + body)
    for (const size of [1, 5, 7, 100, 2048, page.length]) {
      const chunks: Buffer[] = []
      for (let at = 0; at < page.length; at += size) chunks.push(page.subarray(at, at + size))
      const out = await text(Readable.from(chunks).pipe(lowPriorityPreloads()))
      expect(out, `chunks of ${size}`).toBe(lowerModulePreloads(head) + body)
    }
  })
})
