import { safeLocalPath } from '../http/safe-redirect.ts'
import { isShopPath } from '../http/shop-paths.ts'
import { can } from '#core/staff/permissions.ts'
import type { StaffRole } from '../staff/roles.ts'

// ROUTE-4, CONT-1 (decision 0025): the redirection list as staff edit it. A rule sends one path of
// the shop to another path or to an https address. The list stays flat: a rule never leads to
// another rule's start (a chain costs every visitor one more round trip and hides loops), and
// never back to itself. SEC-11 (decision 0037): a rule never starts at an address the shop serves
// itself (a reset link, the login, the checkout would lead elsewhere), and only the owner points
// one to another site; a stored rule that breaks these rules does not act.

export interface RedirectRule {
  id: number
  from: string
  to: string
}

export type RedirectProblem =
  | 'fromInvalid'
  | 'fromReserved'
  | 'toInvalid'
  | 'toOtherSite'
  | 'same'
  | 'fromTaken'
  | 'loop'
  | 'chainTo'
  | 'chainFrom'

export type RedirectCheck =
  | { ok: true; from: string; to: string }
  | { ok: false; field: 'from' | 'to'; problem: RedirectProblem; other?: RedirectRule }

/** The longest start or target a rule may have. */
export const REDIRECT_PATH_MAX = 300
const MAX_LENGTH = REDIRECT_PATH_MAX

/** '/Roll-Ups/' → '/Roll-Ups': the trailing slash does not count (ROUTE-4). */
export function normalizePath(path: string): string {
  const trimmed = path.trim()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed
}

/** '/a?b#c' → '/a'. */
const pathOf = (target: string) => target.split(/[?#]/, 1)[0]!

/** Whether every escape of a path decodes (a browser could not have asked for it otherwise). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** A path of this shop without query or fragment, or null. */
function sourcePath(value: string): string | null {
  const path = normalizePath(value)
  if (path.length === 0 || path.length > MAX_LENGTH || /[?#]/.test(path)) return null
  const safe = safeLocalPath(path, null)
  return safe === path && decodes(path) ? path : null
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

/** Who may point a rule to another site (SEC-11): the owner. */
export const mayLeaveSite = (role: StaffRole | null | undefined) =>
  role ? can(role, 'redirects.external') : false

type RuleCheck =
  | { ok: false; field: 'from' | 'to'; problem: RedirectProblem }
  | { ok: true; from: string; target: string; localPath: string | null }

/** Whether a rule can act on its own: its start, its target, and who saved it. */
function checkRule(rule: {
  from: string
  to: string
  savedByRole: StaffRole | null | undefined
}): RuleCheck {
  const from = sourcePath(rule.from)
  if (!from) return { ok: false, field: 'from', problem: 'fromInvalid' }
  if (isShopPath(from)) return { ok: false, field: 'from', problem: 'fromReserved' }
  const target = targetOf(rule.to)
  if (!target) return { ok: false, field: 'to', problem: 'toInvalid' }
  if (!target.localPath && !mayLeaveSite(rule.savedByRole)) {
    return { ok: false, field: 'to', problem: 'toOtherSite' }
  }
  return { ok: true, from, ...target }
}

/** A stored rule's reason not to act, checked whenever the list is read (SEC-11), or null. */
export type InactiveReason = 'fromInvalid' | 'fromReserved' | 'toInvalid' | 'toOtherSite'

export function inactiveReason(rule: {
  from: string
  to: string
  savedByRole: StaffRole | null
}): InactiveReason | null {
  const checked = checkRule(rule)
  return checked.ok ? null : (checked.problem as InactiveReason)
}

/** Whether a rule's target is another site (its query is then never passed on, SEC-11). */
export const leavesSite = (to: string) => /^https:\/\//i.test(to.trim())

/**
 * Whether `candidate` may join `rules` (itself left out when it is an edit), saved by a member
 * of `role`: both paths valid, its start not the shop's own, another site only for the owner,
 * not pointing at itself, and no chain or loop with another rule.
 */
export function checkRedirect(
  rules: readonly RedirectRule[],
  candidate: { id?: number; from: string; to: string },
  role: StaffRole | null,
): RedirectCheck {
  const parsed = checkRule({ ...candidate, savedByRole: role })
  if (!parsed.ok) return parsed
  const { from } = parsed
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
