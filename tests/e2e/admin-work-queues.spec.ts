import type { Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { placeOrder } from './helpers.ts'

// STAFF-13..STAFF-15, STOCK-2 end to end: the dashboard's work queues lead to exactly their
// orders, each member sets their notifications (with and without JavaScript), staff keep stock
// and thresholds on the stock page — in both languages, on a desktop and a 390 px phone.

const numberIn = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).first().innerText()).match(/\d+/)?.[0] ?? Number.NaN)

test('each count of the dashboard is the number of rows of the list it links to', async ({
  request,
  staff,
}) => {
  test.setTimeout(180_000)
  const order = await placeOrder(request, {
    tag: `queues.${Date.now().toString(36)}`,
    paymentMethod: 'prepayment',
  })
  const context = await staff.context('owner')
  const page = await context.newPage()
  await page.goto('/en/admin')
  const queues = page.getByTestId('dashboard')
  await expect(queues.getByTestId('queue-unseen')).toBeVisible()
  await expectAccessible(page, 'dashboard with work queues (en)')
  const tiles = await queues.locator('a[data-testid^="queue-"]').evaluateAll((links) =>
    links.map((link) => ({
      id: link.getAttribute('data-testid')!,
      href: link.getAttribute('href')!,
      count: Number(
        link.querySelector('[data-testid="queue-count"]')!.textContent!.match(/\d+/)![0],
      ),
    })),
  )
  expect(tiles.map((tile) => tile.id)).toEqual([
    'queue-today',
    'queue-week',
    'queue-unseen',
    'queue-payments',
    'queue-print_data',
    'queue-check',
    'queue-approved',
    'queue-production',
    'queue-ship',
    'queue-deadlines',
    'queue-failed-mails',
    'queue-low-stock',
  ])
  for (const tile of tiles) {
    await page.goto(tile.href)
    const counted = tile.href.includes('/admin/orders')
      ? await numberIn(page, 'orders-count')
      : tile.href.includes('/admin/stock')
        ? await numberIn(page, 'stock-count')
        : await numberIn(page, 'mails-count')
    expect(counted, tile.id).toBe(tile.count)
  }
  // The new order waits, unopened, for a transfer: in both queues until someone opens it.
  await page.goto('/en/admin/orders?queue=unseen')
  await expect(page.getByTestId('orders-queue')).toHaveText('Work queue: New orders not yet opened')
  const row = page.getByTestId('admin-order-row').filter({ hasText: `#${order.number}` })
  await expect(row).toHaveCount(1)
  await page.goto('/en/admin/orders?queue=payments&sort=date&dir=asc')
  await expect(row).toHaveCount(1)
  const before = tiles.find((tile) => tile.id === 'queue-unseen')!.count
  await page.goto(`/en/admin/orders/${order.id}`)
  await page.goto('/en/admin')
  await expect(page.getByTestId('queue-unseen').getByTestId('queue-count')).toHaveText(
    String(before - 1),
  )
  await page.getByTestId('queue-print_data').click()
  await expect(page).toHaveURL(/\/en\/admin\/orders\?queue=print_data$/)
  await expect(row).toHaveCount(1)

  // German, on a phone: the queues come first and fit the screen.
  const phone = await context.newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  await phone.goto('/admin')
  await expect(phone.getByTestId('queue-unseen')).toContainText(
    'Neue Bestellungen, noch nicht geöffnet',
  )
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(phone, 'dashboard with work queues on a phone (de)')
  await context.close()
})

test('a member sets their notifications, with JavaScript and without', async ({ staff }) => {
  test.setTimeout(120_000)
  const context = await staff.context('sales')
  const page = await context.newPage()
  await page.goto('/admin')
  await page.getByTestId('notifications-link').click()
  await expect(page).toHaveURL(/\/admin\/notifications$/)
  await expect(page.getByRole('heading', { name: 'Meine Benachrichtigungen' })).toBeVisible()
  // Sales hears of money and mails, never of stock (STAFF-5).
  await expect(page.getByLabel('eine Kombination ihre Mindestmenge erreicht')).toHaveCount(0)
  await page.getByLabel('eine neue Bestellung eingeht').check()
  await page.getByLabel('eine Zahlung eingeht').check()
  await page.getByLabel('Sprache dieser E-Mails').selectOption('en')
  await page.getByRole('button', { name: 'Benachrichtigungen speichern' }).click()
  await expect(page.getByTestId('notifications-answer')).toHaveText(
    'Ihre Benachrichtigungen sind gespeichert.',
  )
  await expectAccessible(page, 'notifications (de)')
  await page.reload()
  await expect(page.getByLabel('eine neue Bestellung eingeht')).toBeChecked()
  await expect(page.getByLabel('eine Zahlung eingeht')).toBeChecked()
  await expect(page.getByLabel('Sprache dieser E-Mails')).toHaveValue('en')
  await context.close()

  // Without JavaScript, in English, on a phone: the plain form posts and answers.
  const plain = await staff.context('production', {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const form = await plain.newPage()
  await form.goto('/en/admin/notifications')
  await form.getByLabel('a customer uploads a print file').check()
  await form.getByLabel('a summary of the open work every morning').check()
  await form.getByRole('button', { name: 'Save notifications' }).click()
  await expect(form.getByTestId('notifications-answer')).toHaveText('Your notifications are saved.')
  await expect(form.getByLabel('a customer uploads a print file')).toBeChecked()
  await expect(form.getByLabel('a summary of the open work every morning')).toBeChecked()
  await expect(form.getByLabel('a new order is placed')).not.toBeChecked()
  // Undone, so other specs' orders mail nobody.
  await form.getByLabel('a customer uploads a print file').uncheck()
  await form.getByLabel('a summary of the open work every morning').uncheck()
  await form.getByRole('button', { name: 'Save notifications' }).click()
  await expect(form.getByTestId('notifications-answer')).toBeVisible()
  await plain.close()
  const phone = await staff.context('production', { viewport: { width: 390, height: 844 } })
  const shown = await phone.newPage()
  await shown.goto('/en/admin/notifications')
  await expect(shown.getByLabel('a new order is placed')).toBeVisible()
  expect(await shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(shown, 'notifications on a phone (en)')
  await phone.close()
})

test('staff set a threshold on the stock page and find the combination in the low-stock queue', async ({
  staff,
}) => {
  test.setTimeout(120_000)
  const context = await staff.context('content', { viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/admin')
  // On a phone the navigation opens from its menu button (STAFF-16).
  await page.getByTestId('admin-menu').getByText('Menü', { exact: true }).click()
  await page.getByRole('link', { name: 'Bestand', exact: true }).first().click()
  await expect(page).toHaveURL(/\/admin\/stock$/)
  // The first row, held by its combination: other specs add products that sort before it.
  const combination = await page.getByTestId('stock-row').first().getAttribute('data-combination')
  const row = page.locator(`[data-testid="stock-row"][data-combination="${combination}"]`)
  const product = await row.getByRole('link').first().innerText()
  const stock = await row.getByLabel('Bestand', { exact: true }).inputValue()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page, 'stock page on a phone (de)')
  // A threshold that is no number is refused at its field.
  await row.getByLabel('Mindestmenge').fill('viele')
  await row.getByRole('button').click()
  await expect(row.getByText('Bitte eine ganze Zahl von 0 bis 1.000.000 eingeben.')).toBeVisible()
  await row.getByLabel('Mindestmenge').fill(stock)
  await row.getByRole('button').click()
  await expect(row.getByTestId('stock-answer')).toContainText(`Gespeichert: ${product}`)
  await expect(row.getByText('knapp', { exact: true })).toBeVisible()
  await page.goto('/admin/stock?low=1')
  await expect(page.getByTestId('stock-row').filter({ hasText: product }).first()).toBeVisible()
  const low = await numberIn(page, 'stock-count')
  // The owner's dashboard counts the same low-stock queue (content has no order queues).
  const owner = await staff.context('owner')
  const dashboard = await owner.newPage()
  await dashboard.goto('/en/admin')
  await expect(dashboard.getByTestId('queue-low-stock').getByTestId('queue-count')).toHaveText(
    String(low),
  )
  await owner.close()
  await page.goto('/en/admin/stock?low=1')
  await expect(page.getByRole('heading', { name: 'Stock' })).toBeVisible()
  await expectAccessible(page, 'low-stock queue on a phone (en)')
  // Undone: no threshold, no alert.
  await page.goto('/admin/stock?low=1')
  const again = page.locator(`[data-testid="stock-row"][data-combination="${combination}"]`)
  await again.getByLabel('Mindestmenge').fill('')
  await again.getByRole('button').click()
  // Without a threshold it is no longer low: it leaves the queue, and the page says it was saved.
  await expect(again).toHaveCount(0)
  await expect(page.getByTestId('stock-answer')).toContainText(`Gespeichert: ${product}`)
  await context.close()
})
