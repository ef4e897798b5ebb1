import { data, redirect, type RouterContextProvider } from 'react-router'
import { readCookie } from '#core/http/cookies.ts'
import { safeLocalPath } from '#core/http/safe-redirect.ts'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { can, type Permission } from '#core/staff/permissions.ts'
import { STAFF_COOKIE } from '#core/http/cookies.ts'
import type { StaffSession } from '#server/modules/staff/staff.service.ts'
import { getServices } from './context.server.ts'

/** The staff token of a request: only the back office's own cookie (STAFF-1). */
export function staffToken(request: Request): string {
  return readCookie(request.headers.get('cookie'), STAFF_COOKIE) ?? ''
}

/** The staff session of a request, at whatever stage of the login (STAFF-2, STAFF-3). */
export async function getStaffSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffSession | null> {
  return getServices(context).staff.session(staffToken(request))
}

/**
 * STAFF-5: a back-office page or action for a member who is fully logged in and may do what
 * `permission` names (core/staff/permissions; any member when none is named). Anyone else goes
 * to the login, which comes back here afterwards; a wrong role is a 403.
 */
export async function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission?: Permission,
): Promise<StaffSession> {
  const session = await getStaffSession(request, context)
  const url = new URL(request.url)
  if (!session || session.access !== 'full') {
    const login = localizePath('/admin/login', localeFromPath(url.pathname))
    throw redirect(`${login}?next=${encodeURIComponent(url.pathname + url.search)}`)
  }
  if (permission && !can(session.member, permission)) throw data(null, { status: 403 })
  return session
}

/** Where a login goes on to: a back-office path from `next`, else the back office's home. */
export function afterLogin(next: string | null, locale: 'de' | 'en'): string {
  const path = safeLocalPath(next ?? '', null)
  const home = localizePath('/admin', locale)
  return path && /^\/(en\/)?admin(\/|$|\?)/.test(path) ? path : home
}
