import { safeLocalPath } from '../http/safe-redirect.ts'

// ROUTE-4, CONT-1 (decision 0025): the redirection list as staff edit it. A rule sends one path of
// the shop to another path or to an https address. The list stays flat: a rule never leads to
// another rule's start (a chain costs every visitor one more round trip and hides loops), and
// never back to itself.

export interface RedirectRule {
  id: number
  from: string
  to: string
}

export type RedirectProblem =
  | 'fromInvalid'
  | 'fromReserved'
  | 'toInvalid'
  | 'same'
  | 'fromTaken'
  | 'loop'
  | 'chainTo'
  | 'chainFrom'

export type RedirectCheck =
  | { ok: true; from: string; to: string }
  | { ok: false; field: 'from' | 'to'; problem: RedirectProblem; other?: RedirectRule }

const MAX_LENGTH = 300
/** Paths the redirect hook never looks at (server/http/redirects.ts) or that belong to staff. */
const RESERVED = /^\/(?:api|assets|media|admin|en\/admin|@|node_modules|healthz|readyz)(?:\/|$)/

/** '/Roll-Ups/' → '/Roll-Ups': the trailing slash does not count (ROUTE-4). */
export function normalizePath(path: string): string {
  const trimmed = path.trim()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed
}

/** '/a?b#c' → '/a'. */
const pathOf = (target: string) => target.split(/[?#]/, 1)[0]!

/** A path of this shop without query or fragment, or null. */
function sourcePath(value: string): string | null {
  const path = normalizePath(value)
  if (path.length === 0 || path.length > MAX_LENGTH || /[?#]/.test(path)) return null
  const safe = safeLocalPath(path, null)
  return safe === path ? path : null
}

/** A target: a path of this shop (query allowed) or an https address. */
function targetOf(value: string): { target: string; localPath: string | null } | null {
  const trimmed = value.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_LENGTH) return null
  if (/^https:\/\//i.test(trimmed)) {
    const url = URL.parse(trimmed)
    return url && url.hostname.includes('.') ? { target: url.href, localPath: null } : null
  }
  const safe = safeLocalPath(trimmed, null)
  if (!safe) return null
  const path = pathOf(safe)
  const localPath = normalizePath(path)
  return { target: localPath + safe.slice(path.length), localPath }
}

/**
 * Whether `candidate` may join `rules` (itself left out when it is an edit): both paths valid,
 * its start free, not pointing at itself, and no chain or loop with another rule.
 */
export function checkRedirect(
  rules: readonly RedirectRule[],
  candidate: { id?: number; from: string; to: string },
): RedirectCheck {
  const from = sourcePath(candidate.from)
  if (!from) return { ok: false, field: 'from', problem: 'fromInvalid' }
  if (from === '/' || RESERVED.test(from))
    return { ok: false, field: 'from', problem: 'fromReserved' }
  const parsed = targetOf(candidate.to)
  if (!parsed) return { ok: false, field: 'to', problem: 'toInvalid' }
  if (parsed.localPath === from) return { ok: false, field: 'to', problem: 'same' }
  const others = rules.filter((rule) => rule.id !== candidate.id)
  const taken = others.find((rule) => normalizePath(rule.from) === from)
  if (taken) return { ok: false, field: 'from', problem: 'fromTaken', other: taken }
  const onward = parsed.localPath
    ? others.find((rule) => normalizePath(rule.from) === parsed.localPath)
    : undefined
  if (onward) {
    const back = normalizePath(pathOf(onward.to)) === from
    return { ok: false, field: 'to', problem: back ? 'loop' : 'chainTo', other: onward }
  }
  const into = others.find((rule) => normalizePath(pathOf(rule.to)) === from)
  if (into) return { ok: false, field: 'from', problem: 'chainFrom', other: into }
  return { ok: true, from, to: parsed.target }
}
