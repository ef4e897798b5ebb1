import { redirect } from 'react-router'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { translate, type MessageKey } from '#core/i18n/translate.ts'
import { REORDER_NOTICE_COOKIE, encodeReorderNotice } from '#core/orders/reorder-notice.ts'
import { serializeCookie } from '#core/http/cookies.ts'
import { reorderSchema } from '#core/validation/reorder.ts'
import { databaseIdFrom } from '#core/ids/database-id.ts'
import type { getServices } from './context.server.ts'

/**
 * REORD-1, REORD-3: the profile's "order again" form — the order (and one line of it, when
 * named) into the cart, then the cart page, which says per line what happened (a cookie of a
 * minute carries the notice across the redirect). The body is the API's one schema.
 */
export async function reorderAction(
  services: ReturnType<typeof getServices>,
  customerId: number,
  orderId: number,
  form: FormData,
  locale: Locale,
  secure: boolean,
): Promise<Response> {
  const item = form.get('item')
  const itemId = item === null ? undefined : databaseIdFrom(item)
  const parsed = reorderSchema.safeParse({
    ...(item === null ? {} : { items: [itemId ?? 0] }),
    with_files: form.get('with_files') === '1',
  })
  if (!parsed.success) {
    const key = (parsed.error.issues[0]?.message ?? 'api.invalidInput') as MessageKey
    throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
      items: [translate(locale, key)],
    })
  }
  const result = await services.reorders.reorder(customerId, orderId, parsed.data, locale)
  const cookie = serializeCookie(REORDER_NOTICE_COOKIE, encodeReorderNotice(result), {
    path: '/',
    sameSite: 'lax',
    secure,
    expires: new Date(Date.now() + 60_000),
  })
  return redirect(localizePath('/cart', locale), { headers: { 'Set-Cookie': cookie } })
}
