import { data } from 'react-router'
import { attachmentHeader } from '#core/http/attachment.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { isTargetKey } from '#core/orders/fair-targets.ts'
import { getServices } from '#app/lib/context.server.ts'
import { routeError } from '#app/lib/forms.server.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/fairs-calendar'

/**
 * FAIR-MINE-4, FAIR-MINE-5: the calendar file of one of the customer's targets (`?target=`) or of
 * all of them, in the page's language. Another customer's target, or an unknown one, is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context)
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const target = url.searchParams.get('target')
  if (target !== null && !isTargetKey(target)) throw data(null, { status: 404 })
  try {
    const { fileName, content } = await getServices(context).myFairs.calendar(
      customer.id,
      target,
      locale,
    )
    return new Response(content, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': attachmentHeader(fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    routeError(error)
  }
}
