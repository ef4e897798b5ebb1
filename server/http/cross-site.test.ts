import { describe, expect, it } from 'vitest'
import { isCrossSiteWrite } from './cross-site.ts'

const own = ['https://shop.example', 'http://localhost:3000']

describe('isCrossSiteWrite', () => {
  it('lets reads through whatever they say', () => {
    expect(isCrossSiteWrite('GET', { 'sec-fetch-site': 'cross-site' }, own)).toBe(false)
  })

  it("lets the shop's own posts through", () => {
    expect(isCrossSiteWrite('POST', { 'sec-fetch-site': 'same-origin' }, own)).toBe(false)
    expect(isCrossSiteWrite('POST', { origin: 'https://shop.example' }, own)).toBe(false)
    expect(isCrossSiteWrite('POST', { origin: 'http://localhost:3000' }, own)).toBe(false)
    // A typed URL or a bookmark, and clients that are no browser, say nothing.
    expect(isCrossSiteWrite('POST', { 'sec-fetch-site': 'none' }, own)).toBe(false)
    expect(isCrossSiteWrite('POST', { 'sec-fetch-site': 'same-origin', origin: 'null' }, own)).toBe(
      false,
    )
    expect(isCrossSiteWrite('POST', {}, own)).toBe(false)
  })

  it('refuses posts another site made', () => {
    expect(isCrossSiteWrite('POST', { 'sec-fetch-site': 'cross-site' }, own)).toBe(true)
    expect(isCrossSiteWrite('POST', { 'sec-fetch-site': 'same-site' }, own)).toBe(true)
    expect(isCrossSiteWrite('POST', { origin: 'https://evil.example' }, own)).toBe(true)
    expect(isCrossSiteWrite('DELETE', { origin: 'null' }, own)).toBe(true)
    expect(isCrossSiteWrite('POST', { origin: 'https://shop.example.evil.example' }, own)).toBe(
      true,
    )
  })
})
