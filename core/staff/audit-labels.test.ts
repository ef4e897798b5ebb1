import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { auditDe } from '#core/i18n/messages/audit.de.ts'
import { auditEn } from '#core/i18n/messages/audit.en.ts'
import { auditActionLabel, auditChanges, auditObjectLabel } from './audit-labels.ts'

function lookup(messages: object) {
  return (key: string) => {
    const value = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        messages,
      )
    return typeof value === 'string' ? value : undefined
  }
}
const de = lookup(auditDe)
const en = lookup(auditEn)

// The product editor's parts (catalog/product-parts.ts, PartKind) stand in `product.${kind}.…`.
const PART_KINDS = [
  'option',
  'value',
  'duration',
  'service',
  'serviceValue',
  'tab',
  'image',
  'download',
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : []
  })
}

/** Every action code the modules write to the audit log, read from their source. */
function actionCodes(): string[] {
  const codes = new Set<string>()
  const pattern =
    /action:\s*(?:[^'`\n]*\?\s*)?['`]([a-z][\w.${}-]*\.[\w.${}-]+)['`](?:\s*:\s*['`]([\w.-]+)['`])?/g
  for (const file of sourceFiles('server/modules')) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const code of [match[1], match[2]]) {
        if (!code) continue
        if (code.includes('${kind}'))
          for (const kind of PART_KINDS) codes.add(code.replace('${kind}', kind))
        else codes.add(code)
      }
    }
  }
  return [...codes].sort()
}

describe('the audit log in words (STAFF-6)', () => {
  it('names every action the modules write, in both languages', () => {
    const codes = actionCodes()
    expect(codes.length).toBeGreaterThan(60)
    const unnamed = codes.filter(
      (code) => !auditActionLabel(code, de) || !auditActionLabel(code, en),
    )
    expect(unnamed).toEqual([])
  })

  it('names every object type the modules write, in both languages', () => {
    const types = new Set<string>()
    for (const file of sourceFiles('server/modules'))
      for (const match of readFileSync(file, 'utf8').matchAll(/objectType: '([a-z_]+)'/g))
        types.add(match[1]!)
    expect(types.size).toBeGreaterThan(10)
    const unnamed = [...types].filter(
      (type) => auditObjectLabel(type, de) === type || auditObjectLabel(type, en) === type,
    )
    expect(unnamed).toEqual([])
  })

  it('uses an action’s own words, else object and verb, else nothing', () => {
    expect(auditActionLabel('order.work', de)).toBe('Bestellung: Status geändert')
    expect(auditActionLabel('footer.section.move', de)).toBe('Footer-Abschnitt: verschoben')
    expect(auditActionLabel('product.serviceValue.add', en)).toBe('Service value: added')
    expect(auditActionLabel('staff.totp-enabled', en)).toBe('Staff: second factor set up')
    expect(auditActionLabel('rocket.launch', de)).toBeUndefined()
    expect(auditObjectLabel('footer_section', de)).toBe('Footer-Abschnitt')
    expect(auditObjectLabel('rocket', de)).toBe('rocket')
  })

  it('lists the values that changed, nested ones by their path', () => {
    expect(
      auditChanges(
        { workState: 'new', version: 1, address: { city: 'Hamburg', zip: '20457' } },
        { workState: 'in_production', version: 2, address: { city: 'Kiel', zip: '20457' } },
      ),
    ).toEqual([
      { field: 'workState', before: 'new', after: 'in_production' },
      { field: 'version', before: '1', after: '2' },
      { field: 'address.city', before: 'Hamburg', after: 'Kiel' },
    ])
    expect(auditChanges(null, { name: 'Messe', tags: ['a'] })).toEqual([
      { field: 'name', before: null, after: 'Messe' },
      { field: 'tags', before: null, after: '["a"]' },
    ])
    expect(auditChanges({ id: 3 }, null)).toEqual([{ field: 'id', before: '3', after: null }])
    expect(auditChanges('x'.repeat(300), null)[0]?.before).toHaveLength(201)
  })
})
