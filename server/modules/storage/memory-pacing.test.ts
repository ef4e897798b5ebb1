import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, expect, it } from 'vitest'
import { createPacer, paced, setCollector } from './memory-pacing.ts'

// STORE-2, decision 0042: pacing asks for a collection every so many bytes, and a paced stream
// passes its bytes and its errors on unchanged.

const calls: string[] = []
setCollector((type) => calls.push(type))
afterAll(() => setCollector(undefined))

it('asks for a collection each time the bytes passed reach the pace', () => {
  calls.length = 0
  const pace = createPacer('major', 100)
  for (let i = 0; i < 25; i++) pace(10)
  expect(calls).toEqual(['major', 'major'])
})

it('passes the bytes and the errors of its source on', async () => {
  const bytes = await buffer(paced(Readable.from([Buffer.from('ab'), Buffer.from('cd')])))
  expect(bytes.toString()).toBe('abcd')
  const broken = new Readable({
    read() {
      this.destroy(new Error('disk gone'))
    },
  })
  await expect(buffer(paced(broken))).rejects.toThrow('disk gone')
})

it('the real collector is V8s own', () => {
  setCollector(undefined)
  expect(() => createPacer('minor', 1)(1)).not.toThrow()
  setCollector((type) => calls.push(type))
})
