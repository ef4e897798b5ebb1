import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getTableName, isTable } from 'drizzle-orm'
import ts from 'typescript'
import * as schema from '#server/db/schema/index.ts'
import { ownersBySqlName, TABLE_OWNERS } from '#server/db/schema/owners.ts'

/**
 * Decision 0040: every use of a table by a file of `server/modules/<module>/`, found in the
 * source, with whether it writes the table. A table is named through the schema's export
 * (`orders`, `tx.update(orders)`, `${orders}` in a `sql` template) or by its SQL name in a `sql`
 * template's text (`update product_combinations set …`). A write is Drizzle's `insert`, `update`
 * or `delete` on the table, or SQL's `insert into`, `update`, `delete from`; a use in a type only
 * (`typeof orders.$inferSelect`) is a type use; any other use reads.
 */
export interface TableAccess {
  file: string
  line: number
  /** The module the file belongs to. */
  module: string
  /** The table's SQL name. */
  table: string
  owner: string
  kind: 'write' | 'read' | 'type'
}

const SCHEMA_IMPORT = /(^#server\/db\/schema|\/db\/schema)(\/[\w-]+\.ts)?$/
const WRITE_CALLS = new Set(['insert', 'update', 'delete'])
const WRITE_BEFORE = /\b(insert\s+into|update|delete\s+from)\s*"?$/i
const SQL_TABLE =
  /\b(insert\s+into|update|delete\s+from|from|join)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi

const sqlNames = ownersBySqlName()
const exportOwners = TABLE_OWNERS as Record<string, string>
const sqlNameOfExport = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    isTable(value) ? [[name, getTableName(value)] as const] : [],
  ),
)

/** The module a path under `server/modules/` belongs to, or undefined outside them. */
export function moduleOf(file: string): string | undefined {
  const match = /(?:^|\/)server\/modules\/([^/]+)\//.exec(file.split(path.sep).join('/'))
  return match?.[1]
}

function isInType(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTypeNode(at) || ts.isTypeQueryNode(at)) return true
    if (ts.isStatement(at) || ts.isSourceFile(at)) return false
  }
  return false
}

function writtenBy(node: ts.Node): boolean {
  const call = node.parent
  if (!call || !ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) {
    return false
  }
  const callee = call.expression
  return ts.isPropertyAccessExpression(callee) && WRITE_CALLS.has(callee.name.text)
}

/** The text of a `sql` template up to the span that holds `node`. */
function sqlTextBefore(node: ts.Node): string | undefined {
  let at: ts.Node = node
  while (at.parent && !ts.isTemplateSpan(at.parent)) {
    if (ts.isStatement(at.parent)) return undefined
    at = at.parent
  }
  const span = at.parent
  if (!span || !ts.isTemplateSpan(span) || span.expression !== at) return undefined
  const template = span.parent as ts.TemplateExpression
  if (!ts.isTaggedTemplateExpression(template.parent) || !isSqlTag(template.parent.tag)) {
    return undefined
  }
  const index = template.templateSpans.indexOf(span)
  return index === 0 ? template.head.text : template.templateSpans[index - 1]!.literal.text
}

function isSqlTag(tag: ts.Expression): boolean {
  return ts.isIdentifier(tag) && tag.text === 'sql'
}

function sqlTexts(node: ts.Node): string[] {
  if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
    const template = node.template
    if (ts.isNoSubstitutionTemplateLiteral(template)) return [template.text]
    return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)]
  }
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    isSqlTag(node.expression.expression) &&
    node.expression.name.text === 'raw'
  ) {
    const [argument] = node.arguments
    if (argument && ts.isStringLiteralLike(argument)) return [argument.text]
  }
  return []
}

/** Every table use in one file's source, as if the file were at `file`. */
export function tableAccesses(file: string, source: string): TableAccess[] {
  const module = moduleOf(file)
  if (!module) return []
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: TableAccess[] = []
  const add = (node: ts.Node, table: string, kind: TableAccess['kind']) => {
    const owner = sqlNames.get(table)
    if (!owner) return
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1
    found.push({ file, line, module, table, owner, kind })
  }
  // Local names of the tables imported from the schema, and of a whole-schema namespace.
  const locals = new Map<string, { name: string; typeOnly: boolean }>()
  const namespaces = new Set<string>()
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue
    }
    if (!SCHEMA_IMPORT.test(statement.moduleSpecifier.text)) continue
    const clause = statement.importClause
    const bindings = clause?.namedBindings
    if (!clause || !bindings) continue
    if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text)
    else {
      for (const element of bindings.elements) {
        const name = (element.propertyName ?? element.name).text
        if (!(name in exportOwners)) continue
        locals.set(element.name.text, { name, typeOnly: clause.isTypeOnly || element.isTypeOnly })
      }
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return
    let tableExport: { name: string; typeOnly: boolean } | undefined
    if (ts.isIdentifier(node) && locals.has(node.text)) {
      const parent = node.parent
      // `x.orders`, `{ orders: … }` and `orders: Order[]` name something else.
      const isMember = ts.isPropertyAccessExpression(parent) && parent.name === node
      const isName =
        (ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isBindingElement(parent) ||
          ts.isParameter(parent)) &&
        (parent.name === node || (ts.isBindingElement(parent) && parent.propertyName === node))
      if (!isMember && !isName) tableExport = locals.get(node.text)
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text) &&
      node.name.text in exportOwners
    ) {
      tableExport = { name: node.name.text, typeOnly: false }
    }
    if (tableExport) {
      const table = sqlNameOfExport.get(tableExport.name)!
      const before = sqlTextBefore(node)
      const kind =
        tableExport.typeOnly || isInType(node)
          ? 'type'
          : writtenBy(node) || (before !== undefined && WRITE_BEFORE.test(before))
            ? 'write'
            : 'read'
      add(node, table, kind)
    }
    for (const text of sqlTexts(node)) {
      for (const match of text.matchAll(SQL_TABLE)) {
        const verb = match[1]!.toLowerCase()
        add(node, match[2]!, verb === 'from' || verb === 'join' ? 'read' : 'write')
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/** The source files of `server/modules`, relative to `root`. */
export function moduleFiles(root: string): string[] {
  const base = path.join(root, 'server', 'modules')
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join('server', 'modules', file).split(path.sep).join('/'))
    .sort()
}

/** Every use of a table by a module that does not own it, in the whole of `server/modules`. */
export function crossModuleAccesses(root: string): TableAccess[] {
  return moduleFiles(root).flatMap((file) =>
    tableAccesses(file, readFileSync(path.join(root, file), 'utf8')).filter(
      (access) => access.owner !== access.module,
    ),
  )
}
