import { expect, test } from './fixtures.ts'
import { placeOrder } from './helpers.ts'
import { zonePdf } from '../integration/fixtures/zone-files.ts'
import { logIn, type ShopApi } from './orders.ts'
import { logInAsStaff } from './staff.ts'

// TPL-5 end to end: text in a roll-up's cassette is a warning the customer reads in the profile
// and staff read on the order, each in the language of the page, with the zone's name and place.

test('text in the cassette of a roll-up is warned about in the profile and the back office, in German and English', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const order = await placeOrder(request, { tag: `zones.${Date.now().toString(36)}` })
  const customer = await browser.newContext({ baseURL: baseURL! })
  await logIn(customer, { token: order.token } as ShopApi, baseURL!)
  await customer.addCookies([{ name: 'popup_seen', value: '1', url: baseURL! }])
  const mine = await customer.newPage()
  await mine.goto(`/en/profile/orders?order=${order.id}`)
  const item = mine.getByTestId('order-item').first()
  // TPL-3: the line offers its configuration's template, named for its product.
  const template = item.getByTestId('template-link')
  await expect(template).toHaveAccessibleName(`Print template (PDF) for ${order.title}`)
  expect((await mine.request.get((await template.getAttribute('href'))!)).status()).toBe(200)
  await item.getByLabel(`Upload a print file for ${order.title}`).setInputFiles({
    name: 'rollup-cassette.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      await zonePdf([
        {
          trim: [850, 2000],
          bleed: 5,
          texts: [{ text: 'www.messe.de', x: 200, y: 1970, sizeMm: 25 }],
        },
      ]),
    ),
  })
  const file = item.getByTestId('print-file').filter({ hasText: 'rollup-cassette.pdf' })
  await expect(file.getByTestId('print-check-level')).toHaveText('Please check', {
    timeout: 30_000,
  })
  await expect(file.getByTestId('print-check-findings')).toContainText(
    'Text in the cassette area (bottom 10 cm) will not be visible (page 1).',
  )
  await mine.goto(`/profile/orders?order=${order.id}`)
  await expect(mine.getByTestId('print-check-findings').first()).toContainText(
    'Text im Kassettenbereich (unten 10 cm) wird nicht sichtbar sein (Seite 1).',
  )

  const staff = await browser.newContext({ baseURL: baseURL! })
  const desk = await staff.newPage()
  await logInAsStaff(desk, 'production', 'en')
  await desk.goto(`/en/admin/orders/${order.id}`)
  await expect(desk.getByTestId('print-check-findings')).toContainText(
    'Text in the cassette area (bottom 10 cm) will not be visible (page 1).',
  )
  await desk.goto(`/admin/orders/${order.id}`)
  await expect(desk.getByTestId('print-check-findings')).toContainText(
    'Text im Kassettenbereich (unten 10 cm) wird nicht sichtbar sein (Seite 1).',
  )
  await customer.close()
  await staff.close()
})
