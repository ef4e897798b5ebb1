import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { addToCart, findProduct, logIn, registerCustomer } from './orders.ts'

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

// Decision 0060: a customer's catalog page is the page kept for customers with their own header
// filled in — what a rendering would give them, never another customer's — and it hydrates.
test('a customer’s product page comes from the page kept for customers, with their own header', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const product = await findProduct(request, 'roll-up-displays')
  const run = Date.now().toString(36)
  // An address of this test's own (the query is part of the key): other tests' customers may
  // have had the product page kept for customers already.
  const path = `${product.path}?visit=${run}`
  const anna = await registerCustomer(request, `kept-anna-${run}`)
  const ben = await registerCustomer(request, `kept-ben-${run}`)
  const [annasEmail, bensEmail] = [`kept-anna-${run}@example.com`, `kept-ben-${run}@example.com`]
  await addToCart(anna, product.id, 2)
  const cookie = (token: string) => `popup_seen=1; consent=v1.s0.m0.e0; nl_session=${token}`

  // Anna's first visit is rendered for her; then the page for customers is there for everyone.
  // (As a crawler's, rendered whole: the kept page has no streamed parts either.)
  const rendered = await request.get(path, {
    headers: { cookie: cookie(anna.token), 'user-agent': 'curl/8.5.0' },
  })
  expect(rendered.headers()['x-page-cache']).toBeUndefined()
  await expect
    .poll(async () => {
      const answer = await request.get(path, { headers: { cookie: cookie(ben.token) } })
      return answer.headers()['x-page-cache']
    })
    .toBe('personal')
  const annas = await request.get(path, { headers: { cookie: cookie(anna.token) } })
  const bens = await request.get(path, { headers: { cookie: cookie(ben.token) } })
  expect(annas.headers()['x-page-cache']).toBe('personal')
  expect(annas.headers()['cache-control']).toBe('private, no-store')
  const withoutScripts = (html: string) =>
    html.slice(html.indexOf('<body')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  const [kept, fresh] = [withoutScripts(await annas.text()), withoutScripts(await rendered.text())]
  const at = [...kept].findIndex((char, index) => char !== fresh[index])
  expect(kept.slice(Math.max(0, at - 300), at + 100)).toBe(
    fresh.slice(Math.max(0, at - 300), at + 100),
  )
  expect(kept).toBe(fresh)
  expect(await annas.text()).toContain(annasEmail)
  expect(await bens.text()).toContain(bensEmail)
  expect(await bens.text()).not.toContain(annasEmail)
  expect(await annas.text()).not.toContain(bensEmail)

  // In the browser: logged in, her cart's count, no hydration error.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await logIn(context, anna, baseURL!)
  await context.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const response = await open(page, path)
  expect(response?.headers()['x-page-cache']).toBe('personal')
  await expect(page.getByTestId('header-profile')).toBeVisible()
  await expect(page.getByTestId('header-cart')).toContainText('2')
  await expect(page.getByTestId('bookmark-count')).toBeHidden()
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])

  // Her watch list's state is hers: a product on it is rendered for her.
  await page.getByTestId('bookmark-button').click()
  await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('bookmark-count')).toContainText('1')
  const marked = await page.reload()
  expect(marked?.headers()['x-page-cache']).toBeUndefined()
  await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true')
})
