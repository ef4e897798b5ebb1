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
})
