import { describe, expect, it } from 'vitest'
import { redirectPastLastPage } from './pages.server.ts'

function locationOf(run: () => void): string | null {
  try {
    run()
    return null
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    return (thrown as Response).headers.get('Location')
  }
}

describe('a page number past the end', () => {
  it('goes to the last page and keeps the other parameters', () => {
    const url = new URL('https://shop.example/en/roll-up-displays?sort=price_asc&page=9')
    expect(locationOf(() => redirectPastLastPage(url, { currentPage: 9, lastPage: 3 }))).toBe(
      '/en/roll-up-displays?sort=price_asc&page=3',
    )
  })

  it('drops the page parameter when there is one page only', () => {
    const url = new URL('https://shop.example/search?q=rollup&page=4')
    expect(locationOf(() => redirectPastLastPage(url, { currentPage: 4, lastPage: 1 }))).toBe(
      '/search?q=rollup',
    )
  })

  it('leaves a page within the list alone', () => {
    const url = new URL('https://shop.example/search?q=rollup&page=2')
    expect(locationOf(() => redirectPastLastPage(url, { currentPage: 2, lastPage: 2 }))).toBeNull()
  })
})
