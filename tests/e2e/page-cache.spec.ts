import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

// PERF-1: a guest's product page is rendered once and then sent from memory — the same bytes,
// inline scripts allowed by hash instead of a nonce, and it still comes alive in the browser; a
// customer's request is never answered from it. (That a back-office change clears it is
// exercised by catalog-admin.spec.ts, which reloads a product page after each price import.)

test('a guest product page comes from the page cache and still hydrates', async ({
  page,
  request,
}) => {
  const detail = (await (
    await request.get('/api/v1/user/site/detail-page/product/fetch/1')
  ).json()) as { body: { paths: { de: string } } }
  const path = detail.body.paths.de
  const first = await request.get(path, { headers: { cookie: 'popup_seen=1; _ga=GA1.1' } })
  const second = await request.get(path, { headers: { cookie: 'popup_seen=1; _ga=GA1.2' } })
  expect(first.status()).toBe(200)
  expect(['miss', 'hit']).toContain(first.headers()['x-page-cache'])
  expect(second.headers()['x-page-cache']).toBe('hit')
  expect(await second.text()).toBe(await first.text())
  const csp = second.headers()['content-security-policy']!
  expect(csp).toMatch(/script-src 'self'[^;]* 'sha256-/)
  expect(csp).not.toContain("'nonce-")
  expect(second.headers()['cache-control']).toContain('s-maxage=60')
  expect(second.headers()['vary']).toMatch(/Cookie/)

  // The browser runs the kept page: no script refused, the calculator answers.
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  const response = await open(page, path)
  expect(response?.headers()['x-page-cache']).toBe('hit')
  await expect(page.getByTestId('unit-price')).toBeVisible()
  expect(refused).toEqual([])

  // A customer's request is never answered from the cache, nor kept by a CDN.
  const customer = await request.get(path, { headers: { cookie: 'nl_session=x; popup_seen=1' } })
  expect(customer.headers()['x-page-cache']).toBeUndefined()
  expect(customer.headers()['cache-control']).toBe('private, no-store')
})
