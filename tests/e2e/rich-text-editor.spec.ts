import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { logInAsStaff } from './staff.ts'

// CONT-5 (decision 0036): a page with the shipping page's tables, edited in the back office's
// rich-text editor — a sentence added, a table inserted from the table menu, a placeholder from
// the settings menu — keeps every table with its header cells in the shop; a body the editor
// could not show is refused at its field. The spec makes its own page and deletes it.

const tables = (lang: 'de' | 'en') =>
  lang === 'de'
    ? `<h2>Versandarten</h2>
<table>
<thead><tr><th>Versandart</th><th>Laufzeit nach Versand</th><th>Preis (netto)</th></tr></thead>
<tbody>
<tr><td>DHL Paket</td><td>1–2 Werktage</td><td>9,90 EUR</td></tr>
<tr><td>DHL Express</td><td>nächster Werktag</td><td>24,90 EUR</td></tr>
</tbody>
</table>
<table>
<tbody>
<tr><th>Kontoinhaber</th><td>Messebau Nordlicht GmbH</td></tr>
<tr><th>IBAN</th><td>DE00 0000 0000 0000 0000 00</td></tr>
</tbody>
</table>
<p>Versandkostenfrei ab {{free_shipping_threshold}}.</p>`
    : `<h2>Shipping methods</h2>
<table>
<thead><tr><th>Method</th><th>Transit time</th><th>Price (net)</th></tr></thead>
<tbody><tr><td>DHL Parcel</td><td>1–2 working days</td><td>9.90 EUR</td></tr></tbody>
</table>`

/** Types HTML into a body's source view (the textarea behind "HTML zeigen"). */
async function typeSource(form: Locator, field: 'bodyDe' | 'bodyEn', html: string) {
  const index = field === 'bodyDe' ? 0 : 1
  await form.getByRole('button', { name: 'HTML zeigen' }).nth(index).click()
  await form.locator(`textarea[name=${field}]`).fill(html)
  await form.getByRole('button', { name: 'HTML zeigen' }).nth(index).click()
}

async function shots(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

test('a page edited in the rich-text editor keeps its tables in the shop', async ({ page }) => {
  test.setTimeout(180_000)
  const tag = Date.now().toString(36)
  await logInAsStaff(page, 'content')
  await open(page, '/admin/pages')
  const create = page.getByTestId('new-page-form')
  await create.getByLabel('Titel (Deutsch)').fill(`Versandtabelle ${tag}`)
  await create.getByLabel('Titel (Englisch)').fill(`Shipping table ${tag}`)
  await typeSource(create, 'bodyDe', tables('de'))
  await typeSource(create, 'bodyEn', tables('en'))
  await create.getByRole('button', { name: 'Seite anlegen' }).click()
  await expect(page.getByTestId('page-answer')).toContainText('wurde angelegt')
  const pageUrl = page.url()

  // The editor shows both tables with their header cells.
  const form = page.getByTestId('page-form')
  const editor = form.getByRole('textbox', { name: 'Text (Deutsch, HTML)' })
  await expect(editor.locator('table')).toHaveCount(2)
  await expect(editor.locator('th')).toHaveCount(5)
  await expectAccessible(page, 'the page editor')
  await shots(page, 'admin-page-editor')

  // One sentence more at the end, a new table from the menu, a placeholder from the other menu.
  await editor.getByText('Versandkostenfrei ab').click()
  await page.keyboard.press('End')
  await page.keyboard.type(' Neu: Lieferung auch samstags.')
  await page.keyboard.press('Enter')
  await form.getByRole('button', { name: 'Tabelle: einfügen oder ändern' }).first().click()
  await page.getByRole('menuitem', { name: 'Tabelle einfügen (3 × 3 mit Kopfzeile)' }).click()
  await expect(editor.locator('table')).toHaveCount(3)
  // Tab goes on to the next cell (Tiptap's table keys).
  for (const [index, heading] of ['Zone', 'Laufzeit', 'Preis'].entries()) {
    if (index > 0) await page.keyboard.press('Tab')
    await page.keyboard.type(heading)
  }
  await expectAccessible(page, 'the page editor in a table')
  await editor.getByText('Neu: Lieferung auch samstags.').click()
  await page.keyboard.press('End')
  await form
    .getByRole('button', { name: 'Platzhalter für eine Einstellung einfügen' })
    .first()
    .click()
  await page.getByRole('menuitem', { name: /Telefon – \{\{phone\}\}/ }).click()
  await expect(editor).toContainText('samstags.{{phone}}')
  await form.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByTestId('page-answer')).toHaveText('Die Seite wurde gespeichert.')

  // The shop shows every table with its header cells, the sentence and the setting's value.
  await open(page, `/pages/versandtabelle-${tag}`)
  const body = page.locator('main .prose-shop')
  await expect(body.getByRole('table')).toHaveCount(3)
  await expect(body.getByRole('columnheader', { name: 'Versandart' })).toBeVisible()
  await expect(body.getByRole('rowheader', { name: 'IBAN' })).toBeVisible()
  await expect(body.getByRole('cell', { name: 'DHL Paket' })).toBeVisible()
  await expect(body.getByRole('columnheader', { name: 'Zone' })).toBeVisible()
  await expect(body).toContainText('Neu: Lieferung auch samstags.+49')
  await expect(body).not.toContainText('{{')

  // The server refuses a body the editor could not show, at its field, and keeps the page.
  await open(page, pageUrl)
  await typeSource(page.getByTestId('page-form'), 'bodyDe', '<p>Preise</p><li>ohne Liste</li>')
  await page.getByTestId('page-form').getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByTestId('page-form')).toContainText(
    'Diesen Teil des HTML kann der Editor nicht darstellen und würde ihn beim nächsten Bearbeiten verlieren (bei „ohne Liste“)',
  )
  await open(page, `/pages/versandtabelle-${tag}`)
  await expect(page.locator('main .prose-shop').getByRole('table')).toHaveCount(3)

  // The spec's page goes again.
  await open(page, pageUrl)
  await page
    .getByRole('checkbox', { name: 'Ja, diese Seite und ihre Links im Footer löschen.' })
    .check()
  await page.getByRole('button', { name: 'Seite löschen' }).click()
  await expect(page.getByTestId('pages-answer')).toHaveText('Die Seite wurde gelöscht.')
})
