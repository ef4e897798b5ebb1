import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layer rules of eslint.config.js fire (ARCHITECTURE 'Rules of the house'): each planted
// violation below is linted as if it were a file at its path, and must be refused with the
// rule's message; the imports the layers allow must pass. Patterns once matched nothing
// (gitignore syntax reads a leading `#` as a comment) and nobody noticed: this test would have.

const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('the layer rules', { timeout: 30_000 }, () => {
  it.each([
    [
      'core/pricing/planted.ts',
      "import { x } from '#app/lib/forms.ts'\nexport const y = x",
      'core/ is pure',
    ],
    [
      'core/pricing/planted.ts',
      "import { x } from '#server/services.ts'\nexport const y = x",
      'core/ is pure',
    ],
    [
      'core/pricing/planted.test.ts',
      "import { x } from '#tests/integration/app.ts'\nexport const y = x",
      'core/ is pure',
    ],
    [
      'core/pricing/planted.ts',
      "import { x } from '../../server/config.ts'\nexport const y = x",
      'core/ is pure',
    ],
    [
      'server/modules/cart/planted.ts',
      "import { x } from '#app/lib/forms.ts'\nexport const y = x",
      'server/ imports nothing of app/',
    ],
    [
      'app/routes/planted.tsx',
      "import { orders } from '#server/db/schema/index.ts'\nexport const y = orders",
      'app/ never reaches the database',
    ],
    [
      'app/lib/planted.server.ts',
      "import { eq } from 'drizzle-orm'\nexport const y = eq",
      'app/ never reaches the database',
    ],
    [
      'app/routes/planted.tsx',
      "import { AppError } from '#server/modules/cart/cart.service.ts'\nexport const y = AppError",
      'app/ takes values from core/ only',
    ],
    [
      'app/components/cart/Planted.tsx',
      "import type { CartService } from '#server/modules/cart/cart.service.ts'\nexport type Y = CartService",
      'A component takes its view types from core/',
    ],
    [
      'app/components/cart/Planted.tsx',
      "import { createCart } from '#server/modules/cart/cart.service.ts'\nexport const y = createCart",
      'A component takes its view types from core/',
    ],
  ])('refuses %s importing across its layer', async (filePath, code, message) => {
    const messages = await restrictedImports(filePath, code)
    expect(messages).toContainEqual(expect.stringContaining(message))
  })

  it.each([
    ['core/pricing/planted.ts', "import { x } from '#core/money/money.ts'\nexport const y = x"],
    [
      'server/modules/cart/planted.ts',
      "import { x } from '#core/money/money.ts'\nexport const y = x",
    ],
    [
      'app/routes/planted.tsx',
      "import type { CartService } from '#server/modules/cart/cart.service.ts'\nexport type Y = CartService",
    ],
    [
      'app/lib/context.server.ts',
      "import { servicesContext } from '#server/context.ts'\nexport const y = servicesContext",
    ],
    [
      'app/components/admin/planted.test.ts',
      "import { pages } from '#server/db/seed/data/pages.ts'\nexport const y = pages",
    ],
  ])('lets %s import what its layer may', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([])
  })
})

describe('the permission rule (decision 0039)', { timeout: 30_000 }, () => {
  async function restrictedSyntax(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath })
    return result!.messages
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message)
  }

  it.each([
    [
      'app/routes/planted.tsx',
      "export const y = (member: { role: string }) => member.role === 'owner'",
    ],
    ['server/modules/cart/planted.ts', "export const y = (role: string) => role !== 'sales'"],
    ['app/routes/planted.tsx', "export const roles = ['owner', 'content']"],
  ])('refuses %s: %s', async (filePath, code) => {
    const messages = await restrictedSyntax(filePath, code)
    expect(messages.length, code).toBe(1)
    expect(messages[0]).toMatch(/core\/staff\/permissions\.ts/)
  })

  it('lets the table itself and a permission check pass', async () => {
    expect(
      await restrictedSyntax(
        'app/routes/planted.tsx',
        "import { can } from '#core/staff/permissions.ts'\nexport const y = (m: { role: 'owner' }) => can(m, 'orders.view')",
      ),
    ).toEqual([])
    expect(
      await restrictedSyntax('core/staff/planted.ts', "export const roles = ['owner', 'sales']"),
    ).toEqual([])
  })
})

describe('the size rule', { timeout: 30_000 }, () => {
  const tooLong = Array.from({ length: 401 }, (_, line) => `export const a${line} = ${line}`)
  const maxLines = async (filePath: string, lines: string[]) => {
    const [result] = await eslint.lintText(lines.join('\n') + '\n', { filePath })
    return result!.messages.filter((message) => message.ruleId === 'max-lines')
  }

  it('refuses a source or test file of 401 lines', async () => {
    expect(await maxLines('server/modules/cart/planted.ts', tooLong)).toHaveLength(1)
    expect(await maxLines('tests/integration/planted.test.ts', tooLong)).toHaveLength(1)
  })

  it('lets 400 lines and seed data pass', async () => {
    expect(await maxLines('app/routes/planted.tsx', tooLong.slice(1))).toEqual([])
    expect(await maxLines('server/db/seed/data/planted.ts', tooLong)).toEqual([])
  })
})
