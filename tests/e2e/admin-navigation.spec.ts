import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'

// STAFF-16: the back office's navigation in four groups. On a phone the first screen shows the
// page and one "Menu" button (a <details>, so it opens without JavaScript); from 640 px the
// groups stand in a row. The owner sees every group; the search box sends to /admin/search.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

test('a phone shows the page first; the menu opens the groups, with and without JavaScript', async ({
  staff,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await staff.context('owner', { ...PHONE, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/admin/orders')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    // The page's heading sits in the first screen, under the header, not below 17 links.
    const box = await heading.boundingBox()
    expect(box?.y ?? Infinity).toBeLessThan(250)
    await expect(page.getByRole('link', { name: 'Kunden', exact: true })).toBeHidden()
    await page.getByText('Menü', { exact: true }).click()
    const nav = page.getByRole('navigation', { name: 'Backoffice' })
    for (const group of ['Bestellungen & Kunden', 'Sortiment', 'Inhalte', 'Team & Einstellungen'])
      await expect(nav.getByText(group, { exact: true })).toBeVisible()
    await nav.getByRole('link', { name: 'Kunden', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/customers$/)
    if (javaScriptEnabled) {
      await page.getByText('Menü', { exact: true }).click()
      await expectAccessible(page, 'the back office menu open on a phone')
    }
    await context.close()
  }
})

test('the desktop shows the groups in a row and the search box, in both languages', async ({
  staff,
}) => {
  const context = await staff.context('owner', { viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await page.goto('/en/admin')
  const nav = page.getByRole('navigation', { name: 'Back office' })
  for (const group of ['Orders & customers', 'Catalogue', 'Content', 'Staff & settings'])
    await expect(nav.getByText(group, { exact: true })).toBeVisible()
  await expect(nav.getByRole('list', { name: 'Catalogue' }).getByRole('link')).toHaveText([
    'Products',
    'Categories',
    'Prices',
    'Stock',
    'Coupons',
  ])
  await expectAccessible(page, 'the back office home with its navigation')
  await page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Search orders, customers, products, invoices' })
    .fill('Messebau')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/search\?q=Messebau$/)
  await page.goto('/admin/redirects')
  await expect(
    page
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Weiterleitungen', exact: true }),
  ).toHaveAttribute('aria-current', 'page')
  await context.close()
})
