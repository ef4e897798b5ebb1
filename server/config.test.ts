import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      env: 'production',
      databaseUrl: undefined,
    })
    expect(config.dataDir).toMatch(/\/var$/)
  })

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/shop',
      databaseUrl: 'postgres://shop@db:5432/shop',
    })
  })

  it('reads the PostgreSQL pool size per process (10 by default)', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10)
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4)
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'Invalid configuration: DATABASE_POOL_SIZE="0" must be between 1 and 1000',
    )
  })

  it('keeps the files in DATA_DIR unless S3_BUCKET names a bucket (STORE-1)', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' })
    expect(
      loadConfig({
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /^Invalid configuration: S3_ENDPOINT is set but S3_BUCKET is not/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'shop-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'Shop_Files' })).toThrow(
      /^Invalid configuration: S3_BUCKET=/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'b1b', S3_SECRET_ACCESS_KEY: '' })).not.toThrow()
    expect(() =>
      loadConfig({ S3_BUCKET: 'shop-files', S3_SECRET_ACCESS_KEY: 'x', S3_ENDPOINT: 'ftp://x' }),
    ).toThrow(/S3_ENDPOINT="ftp:\/\/x"/)
  })

  it('stops with one clear line on a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT="abc" must be a number',
    )
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000" must be between 0 and 65535/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL=\(hidden\) must be a URL starting with postgres:\/\/ or postgresql:\/\//,
    )
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ HOLIDAY_STATE: 'XX' })).toThrow(/HOLIDAY_STATE/)
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    })
  })

  it('reads VIES and payment settings; a provider without all its keys is test mode', () => {
    const defaults = loadConfig({})
    expect(defaults.vies).toEqual({
      url: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
      timeoutMs: 5000,
    })
    expect(defaults.payments).toEqual({ stripe: undefined, paypal: undefined })
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).payments.stripe).toBeUndefined()
    const config = loadConfig({
      VIES_URL: 'http://127.0.0.1:9999/',
      VIES_TIMEOUT_MS: '200',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:4010',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    })
    expect(config.vies).toEqual({ url: 'http://127.0.0.1:9999', timeoutMs: 200 })
    expect(config.payments).toEqual({
      stripe: {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        apiBase: 'http://127.0.0.1:4010',
      },
      paypal: {
        clientId: 'id',
        clientSecret: 'secret',
        apiBase: 'https://api-m.sandbox.paypal.com',
      },
    })
  })

  it('makes every absolute link from PUBLIC_URL, else from the address it listens on', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000')
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3300' }).publicUrl).toBe('http://127.0.0.1:3300')
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000')
    expect(loadConfig({ PUBLIC_URL: 'http://shop.example/' }).publicUrl).toBe('http://shop.example')
  })

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses, with PUBLIC_URL', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    const base = { PUBLIC_URL: 'http://shop.example' }
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual(
      ['10.0.0.1', '192.168.0.0/16', '::1'],
    )
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback'])
    for (const bad of ['true', '0', 'proxy.example', '10.0.0.1/33', '10.0.0.1/8/8', '1.5']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
    }
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      'Invalid configuration: TRUST_PROXY is set but PUBLIC_URL is not: set PUBLIC_URL to the address customers use (e.g. https://shop.example)',
    )
  })

  it('refuses simulated payments on an https address unless PAYMENTS_TEST_MODE=true', () => {
    expect(loadConfig({}).paymentsTestMode).toBe(true)
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example' })).toThrow(
      /Stripe keys are missing, so payments would be simulated on https:\/\/shop\.example/,
    )
    expect(
      loadConfig({ PUBLIC_URL: 'https://shop.example', PAYMENTS_TEST_MODE: 'true' })
        .paymentsTestMode,
    ).toBe(true)
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    }
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example', ...keys }).paymentsTestMode).toBe(false)
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://shop.example', ...keys, PAYPAL_CLIENT_SECRET: '' }),
    ).toThrow(/PayPal keys are missing/)
  })
})
