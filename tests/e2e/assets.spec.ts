import { expect, test } from './fixtures.ts'

// Built assets leave the build as brotli and gzip files (vite.config.ts) and are sent as they
// are: the encoding the browser asks for, the same script decoded, one cache entry per encoding.

test('a built script is sent precompressed as brotli or gzip, or plain', async ({ request }) => {
  const home = await (await request.get('/')).text()
  // The framework chunk every page loads (vite.config.ts); the smallest files (under 1 KB, such as
  // the client entry) are left uncompressed by the build and sent as they are.
  const url = /"(\/assets\/framework-[^"]+\.js)"/.exec(home)?.[1]
  expect(url).toBeTruthy()
  const bodies: string[] = []
  for (const [asked, sent] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const response = await request.get(url!, { headers: { 'accept-encoding': asked } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBe(sent)
    expect(response.headers()['vary']).toMatch(/accept-encoding/i)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    bodies.push(await response.text())
  }
  expect(bodies[0]!.length).toBeGreaterThan(1000)
  expect(new Set(bodies).size).toBe(1)
})
