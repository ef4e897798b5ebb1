// STAFF-6: what the audit log shows instead of codes and JSON — an action's words and the
// values that changed. Pure; the texts come from the message catalogue (audit.*.ts) through
// `text`, which answers undefined for a key it does not have.

type Text = (key: string) => string | undefined

const keyOf = (code: string) => code.replace(/[.-]/g, '_')

/**
 * The words for an action code: its own text, else "<object>: <verb>" from the longest object
 * prefix that has a name; undefined when neither is known (the caller shows the code).
 */
export function auditActionLabel(action: string, text: Text): string | undefined {
  const own = text(`auditLog.actions.${keyOf(action)}`)
  if (own) return own
  const parts = action.split('.')
  const verb = parts.length > 1 ? text(`auditLog.verbs.${keyOf(parts.at(-1)!)}`) : undefined
  if (!verb) return undefined
  const object = text(`auditLog.objects.${keyOf(parts.slice(0, -1).join('.'))}`)
  return object ? `${object}: ${verb}` : undefined
}

/** The name of an object type (`footer_section` → "Footer-Abschnitt"), or the type itself. */
export function auditObjectLabel(type: string, text: Text): string {
  return text(`auditLog.objects.${keyOf(type)}`) ?? type
}

export interface AuditChange {
  /** The value's path, `a.b` for nested objects. */
  field: string
  before: string | null
  after: string | null
}

const MAX_DEPTH = 3
const MAX_VALUE = 200

function flatten(value: unknown, prefix: string, depth: number, into: Map<string, string>) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < MAX_DEPTH) {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}.${key}` : key, depth + 1, into)
    return
  }
  if (!prefix && (value === null || value === undefined)) return
  const shown = typeof value === 'string' ? value : JSON.stringify(value ?? null)
  into.set(prefix, shown.length > MAX_VALUE ? `${shown.slice(0, MAX_VALUE)}…` : shown)
}

/**
 * The values an entry changed: every field whose value differs between before and after (all
 * of after for a creation, all of before for a deletion), in the order they first appear.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = new Map<string, string>()
  const now = new Map<string, string>()
  flatten(before, '', 0, old)
  flatten(after, '', 0, now)
  const fields = [...new Set([...old.keys(), ...now.keys()])]
  return fields
    .filter((field) => old.get(field) !== now.get(field))
    .map((field) => ({ field, before: old.get(field) ?? null, after: now.get(field) ?? null }))
}
