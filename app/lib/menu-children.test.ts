import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadMenuChildren } from './menu-children.ts'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const child = {
  menu_id: 12,
  title: 'Faltwände',
  slug: 'faltwaende',
  path: '/messewaende/faltwaende',
  description: '',
  thumbnail_image: 'menus/folding',
  arrange: 1,
  children: [],
}

describe('loadMenuChildren (decision 0012: subcategories on demand, kept in memory)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('asks the API once per category and language, and answers later calls from memory', async () => {
    const fetch = vi.fn(async () => answer(200, { body: [child] }))
    vi.stubGlobal('fetch', fetch)
    const [first, second] = await Promise.all([
      loadMenuChildren(7, 'de'),
      loadMenuChildren(7, 'de'),
    ])
    expect(first).toEqual([
      { id: 12, title: 'Faltwände', path: '/messewaende/faltwaende', thumbnail: 'menus/folding' },
    ])
    expect(second).toBe(first)
    expect(await loadMenuChildren(7, 'de')).toBe(first)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/user/site/menus/fetch/children/7',
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'de' }) }),
    )
    await loadMenuChildren(7, 'en')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('does not keep a failed answer: the next opening asks again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(500, { message: 'down' }))
      .mockResolvedValueOnce(answer(200, { body: [child] }))
    vi.stubGlobal('fetch', fetch)
    expect(await loadMenuChildren(8, 'de')).toBeNull()
    expect(await loadMenuChildren(8, 'de')).toHaveLength(1)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
