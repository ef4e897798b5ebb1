import { readdirSync } from 'node:fs'
import path from 'node:path'
import { isTable } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema/index.ts'
import { TABLE_OWNERS, VIEW_OWNERS } from '#server/db/schema/owners.ts'
import { crossModuleAccesses, tableAccesses } from './table-access.ts'

// Decision 0040: a module owns its tables (server/db/schema/owners.ts). No module writes, reads
// or takes a row type from another's table: it calls the owner's functions, or joins the views
// the owner offers. The planted violations below prove that the guard sees each way a table can
// be named.

const root = process.cwd()

const where = (access: { file: string; line: number; table: string; owner: string }) =>
  `${access.file}:${access.line} uses ${access.table} (owned by ${access.owner})`

// Reading every module file with the TypeScript parser takes seconds on a busy machine: once.
let accesses: ReturnType<typeof crossModuleAccesses> | undefined
const allAccesses = () => (accesses ??= crossModuleAccesses(root))

describe('the table owners', { timeout: 60_000 }, () => {
  it('name an owner for every table of the schema, and only modules that exist', () => {
    const tables = Object.entries(schema).filter(([, value]) => isTable(value))
    expect(tables.map(([name]) => name).sort()).toEqual(Object.keys(TABLE_OWNERS).sort())
    const modules = new Set(readdirSync(path.join(root, 'server', 'modules')))
    for (const owner of [...Object.values(TABLE_OWNERS), ...Object.values(VIEW_OWNERS)]) {
      expect(modules, owner).toContain(owner)
    }
  })

  it('are the only modules that write their tables', () => {
    const writes = allAccesses().filter((access) => access.kind === 'write')
    expect(writes.map(where), 'decision 0040: call the owning module’s function').toEqual([])
  })

  it('are the only modules that read their tables or name their rows’ types', () => {
    const uses = allAccesses().filter((access) => access.kind !== 'write')
    expect(uses.map(where), 'decision 0040: read through the owning module’s function').toEqual([])
  })
})

describe('the guard', () => {
  const planted = (module: string, code: string) =>
    tableAccesses(`server/modules/${module}/planted.ts`, code).filter(
      (access) => access.owner !== access.module,
    )

  it.each([
    [
      'a Drizzle update',
      'payments',
      "import { orders } from '#server/db/schema/index.ts'\nexport const f = (db) => db.update(orders).set({ status: 'paid' })",
      'orders',
    ],
    [
      'an insert through a schema file',
      'payments',
      "import { orderEvents } from '#server/db/schema/orders.ts'\nexport const f = (tx) => tx.insert(orderEvents).values({})",
      'order_events',
    ],
    [
      'a delete under another name',
      'orders',
      "import { cartItems as lines } from '#server/db/schema/index.ts'\nexport const f = (tx) => tx.delete(lines)",
      'cart_items',
    ],
    [
      'a whole-schema namespace',
      'orders',
      "import * as schema from '#server/db/schema/index.ts'\nexport const f = (tx) => tx.update(schema.productCombinations).set({ stock: 0 })",
      'product_combinations',
    ],
    [
      'raw SQL naming the table',
      'orders',
      "import { sql } from 'drizzle-orm'\nexport const f = (tx) => tx.execute(sql`update product_combinations set stock = stock - ${1}`)",
      'product_combinations',
    ],
    [
      'raw SQL around the table object',
      'orders',
      "import { sql } from 'drizzle-orm'\nimport { productCombinations } from '#server/db/schema/index.ts'\nexport const f = (tx) => tx.execute(sql`update ${productCombinations} set stock = 0`)",
      'product_combinations',
    ],
  ])('refuses a write of another module’s table: %s', (_, module, code, table) => {
    expect(planted(module, code)).toContainEqual(expect.objectContaining({ kind: 'write', table }))
  })

  it.each([
    [
      'a select',
      'payments',
      "import { customers } from '#server/db/schema/index.ts'\nexport const f = (db) => db.select().from(customers)",
      'customers',
      'read',
    ],
    [
      'a join in raw SQL',
      'mail',
      "import { sql } from 'drizzle-orm'\nexport const f = (db) => db.execute(sql`select o.number from mail_outbox m join orders o on o.id = m.order_id`)",
      'orders',
      'read',
    ],
    [
      'a row type',
      'payments',
      "import type { orders } from '#server/db/schema/index.ts'\nexport type Row = typeof orders.$inferSelect",
      'orders',
      'type',
    ],
  ])('sees a read of another module’s table: %s', (_, module, code, table, kind) => {
    expect(planted(module, code)).toContainEqual(expect.objectContaining({ kind, table }))
  })

  it('leaves a module’s own tables and names that only look alike alone', () => {
    const own = planted(
      'orders',
      "import { orders } from '#server/db/schema/index.ts'\nexport const f = (tx) => tx.update(orders).set({ status: 'paid' })",
    )
    expect(own).toEqual([])
    const alike = planted(
      'checkout',
      "import type { orders } from '#server/db/schema/index.ts'\nexport type View = { orders: number[] }\nexport const f = (deps: { orders: number }) => deps.orders",
    )
    expect(alike).toEqual([])
  })
})
