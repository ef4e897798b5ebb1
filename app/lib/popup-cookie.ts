import { readCookie } from '#core/http/cookies.ts'

export const POPUP_COOKIE = 'popup_seen'

/** Whether the visitor already closed this popup (the cookie holds the id of the last one seen). */
export function popupSeen(cookieHeader: string | null, popupId: number): boolean {
  return readCookie(cookieHeader, POPUP_COOKIE) === String(popupId)
}
