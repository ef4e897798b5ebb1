import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['server/main.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

describe('start-up', () => {
  it('refuses a bad PORT with one clear line', () => {
    const result = start({ PORT: 'abc' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT="abc" must be a number')
  })

  it('refuses an object store it cannot reach with one clear line (STORE-1)', () => {
    const result = start({
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Cannot use the object store s3:\/\/shop-files at http:\/\/127\.0\.0\.1:9 \(S3_\* settings\): .*ECONNREFUSED/,
      ),
    ])
  })

  it('refuses a malformed DATABASE_URL with one clear line', () => {
    const result = start({ DATABASE_URL: 'postgres//nope' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: DATABASE_URL=(hidden) must be a URL starting with postgres:// or postgresql://',
    ])
  })

  it('refuses TRUST_PROXY without PUBLIC_URL with one clear line', () => {
    const result = start({ TRUST_PROXY: '1', PUBLIC_URL: '' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: TRUST_PROXY is set but PUBLIC_URL is not: set PUBLIC_URL to the address customers use (e.g. https://shop.example)',
    ])
  })

  it('refuses simulated payments on an https PUBLIC_URL with one clear line', () => {
    const result = start({ PUBLIC_URL: 'https://shop.example', PAYMENTS_TEST_MODE: '' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toMatch(/PAYMENTS_TEST_MODE=true/)
  })

  it('answers /readyz with 503 once the database is gone', async () => {
    const [pglite] = await testDatabases()
    const database = await pglite!.create()
    const app = await testApp(database)
    expect((await app.inject('/readyz')).statusCode).toBe(200)
    await database.close()
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ status: 'unavailable' })
    expect((await app.inject('/healthz')).statusCode).toBe(200)
    await app.close()
  })
})
