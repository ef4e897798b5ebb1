import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so clicks and hovers take effect. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated=true]')).toHaveCount(1)
  return response
}

/** The newest mail (.eml under DATA_DIR/mail) to an address that contains a text. */
export async function readMail(to: string, contains: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail')
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = []
    try {
      files = readdirSync(dir)
        .map((file) => path.join(dir, file))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    } catch {
      // No mail written yet.
    }
    for (const file of files) {
      // Undo quoted-printable soft breaks so links are whole.
      const text = readFileSync(file, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
      if (text.includes(to) && text.includes(contains)) return text
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${to}`)
}
