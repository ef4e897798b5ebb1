import { describe, expect, it } from 'vitest'
import { safeLocalPath } from './safe-redirect.ts'

describe('safeLocalPath', () => {
  it('keeps paths on this site', () => {
    expect(safeLocalPath('/en/roll-up-displays', '/')).toBe('/en/roll-up-displays')
    expect(safeLocalPath('/', '/en')).toBe('/')
    expect(safeLocalPath('/ok/path?x=1', '/')).toBe('/ok/path?x=1')
    expect(safeLocalPath('/en/cart#summary', '/')).toBe('/en/cart#summary')
  })

  it('refuses other sites and empty values', () => {
    expect(safeLocalPath('//evil.example', '/')).toBe('/')
    expect(safeLocalPath('/\\evil.example', '/')).toBe('/')
    expect(safeLocalPath('\\/evil.example', '/')).toBe('/')
    expect(safeLocalPath('\\\\evil.example', '/')).toBe('/')
    expect(safeLocalPath('https://evil.example', '/en')).toBe('/en')
    expect(safeLocalPath('javascript:alert(1)', '/')).toBe('/')
    expect(safeLocalPath('', '/')).toBe('/')
    expect(safeLocalPath(null, '/')).toBe('/')
  })

  it('refuses what a browser would strip into another host', () => {
    // Browsers drop tab, CR and LF: '/\t/evil' is '//evil' to them.
    expect(safeLocalPath('/\t/evil.example', '/')).toBe('/')
    expect(safeLocalPath('/\n/evil.example', '/')).toBe('/')
    expect(safeLocalPath('/\r\n/evil.example', '/')).toBe('/')
    expect(safeLocalPath(' //evil.example', '/')).toBe('/')
    expect(safeLocalPath('/.//evil.example', '/')).toBe('/')
    expect(safeLocalPath('/en/../\\evil.example', '/')).toBe('/')
  })

  it('refuses control characters, whitespace and format characters, raw or encoded', () => {
    expect(safeLocalPath('/\r\nSet-Cookie:x', '/')).toBe('/')
    expect(safeLocalPath('/%0d%0aSet-Cookie:x', '/')).toBe('/')
    expect(safeLocalPath('/%0D%0ASet-Cookie:x', '/')).toBe('/')
    expect(safeLocalPath('/%09/evil.example', '/')).toBe('/')
    expect(safeLocalPath('/en/cart\u00a0', '/')).toBe('/')
    expect(safeLocalPath('/en/\u202ecart', '/')).toBe('/')
    expect(safeLocalPath('/en/cart\u0000', '/')).toBe('/')
  })

  it('refuses encoded slashes that do not start with a path', () => {
    expect(safeLocalPath('%2F%2Fevil.example', '/')).toBe('/')
    // Kept encoded, it is a (missing) page on this site, not another host.
    expect(safeLocalPath('/%2F%2Fevil.example', '/')).toBe('/%2F%2Fevil.example')
  })

  it('answers the normalised, encoded form, never the raw input', () => {
    expect(safeLocalPath('/en/a b', '/')).toBe('/')
    expect(safeLocalPath('/en/\u00fcber-uns?q=\u00e4', '/')).toBe('/en/%C3%BCber-uns?q=%C3%A4')
    expect(safeLocalPath('/en/x/../cart', '/')).toBe('/en/cart')
  })

  it('takes an absolute URL of the own origin as its path when given the origin', () => {
    const origin = 'https://shop.example'
    expect(safeLocalPath('https://shop.example/en/cart?a=1', null, origin)).toBe('/en/cart?a=1')
    expect(safeLocalPath('/de/warenkorb', null, origin)).toBe('/de/warenkorb')
    expect(safeLocalPath('HTTPS://SHOP.example/en', null, origin)).toBe('/en')
    expect(safeLocalPath('https://shop.example', null, origin)).toBe('/')
    expect(safeLocalPath('https://shop.example.evil.example/x', null, origin)).toBeNull()
    expect(safeLocalPath('https://shop.example@evil.example/x', null, origin)).toBeNull()
    expect(safeLocalPath('http://shop.example/en', null, origin)).toBeNull()
    expect(safeLocalPath('https://evil.example/en', null, origin)).toBeNull()
    expect(safeLocalPath('https://shop.example/en', null)).toBeNull()
  })
})
