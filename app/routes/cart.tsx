import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { CartLine } from '#app/components/cart/CartLine.tsx'
import { CartPlanLine } from '#app/components/cart/CartPlanLine.tsx'
import { planLineKey } from '#core/cart/cart-target.ts'
import { CartLinesLoading } from '#app/components/cart/CartLinesLoading.tsx'
import { CartTotals, Placeholder } from '#app/components/cart/CartTotals.tsx'
import { FreeDeliveryNote } from '#app/components/cart/FreeDeliveryNote.tsx'
import { CartProvider, useCart } from '#app/lib/cart.tsx'
import { cartAction } from '#app/lib/cart-actions.server.ts'
import { failureMessages, isFailure, isSuccess } from '#app/lib/forms.ts'
import { repairGuestCart, saveGuestCart, saveGuestTarget } from '#app/lib/guest-cart.ts'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { getSession } from '#app/lib/session.server.ts'
import { UnpaidOrderBanner } from '#app/components/orders/UnpaidOrderBanner.tsx'
import { ReorderNotice } from '#app/components/cart/ReorderNotice.tsx'
import { readCookie } from '#core/http/cookies.ts'
import { REORDER_NOTICE_COOKIE, decodeReorderNotice } from '#core/orders/reorder-notice.ts'
import { CartQuoteLink } from '#app/components/quotes/QuoteRequestLink.tsx'
import type { Route } from './+types/cart'

/** A customer's cart is priced in-process; a guest's lives in the browser and is priced there. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const session = await getSession(request, context)
  const services = getServices(context)
  const [summary, unpaid, target] = session
    ? await Promise.all([
        services.cart.summary(session.customer.id, locale),
        services.orders.openUnpaid(session.customer.id),
        services.cartTargets.get(session.customer.id),
      ])
    : [null, null, undefined]
  // FAIR-TGT-4: the cart's deadlines for its fair or day, planned on every read like its prices.
  const plan = summary ? await services.cartTargets.planFor(target, summary.lines, locale) : null
  // REORD-3: what "order again" did, said once after its redirect.
  const reorderText = readCookie(request.headers.get('Cookie'), REORDER_NOTICE_COOKIE)
  return {
    locale,
    loggedIn: Boolean(session),
    summary: summary ? { ...summary, plan } : null,
    unpaid,
    reorder: session ? decodeReorderNotice(reorderText) : null,
  }
}

/**
 * The cart's changes (add, update, remove; decision 0018) and 'pay now' / 'drop the order' of the
 * unpaid order that holds the cart's lines (PAY-1).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context)
}

/** A guest's cart comes back changed by the server's rules; the browser keeps it (CART-7). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const answer = await serverAction()
  if (isSuccess(answer) && 'guest_cart' in answer && answer.guest_cart) {
    saveGuestCart(window.localStorage, answer.guest_cart)
    if (answer.repaired?.length) repairGuestCart(window.localStorage, answer.repaired)
    if (answer.guest_target !== undefined) saveGuestTarget(window.localStorage, answer.guest_target)
  }
  return answer
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'cart.pageTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

/** /cart, step 1 of the checkout (CHK-1). */
export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const dropped = actionData && 'dropped' in actionData && actionData.dropped
  const error = actionData && 'error' in actionData ? actionData.error : null
  // A cart form sent without JavaScript that the action refused (a guest, a limit).
  const refused = isFailure(actionData) ? actionData : null
  return (
    <CartProvider
      key={loaderData.unpaid?.id ?? 'cart'}
      loggedIn={loaderData.loggedIn}
      initialSummary={loaderData.summary}
    >
      <CartScreen
        loggedIn={loaderData.loggedIn}
        notice={
          loaderData.reorder ? (
            <ReorderNotice notice={loaderData.reorder} />
          ) : loaderData.unpaid ? (
            <UnpaidOrderBanner order={loaderData.unpaid} error={error} />
          ) : dropped ? (
            <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-800">
              {t('orders.unpaid.dropped')}
            </p>
          ) : refused ? (
            <div role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-sm text-red-800">
              <ul>
                {failureMessages(refused).map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
              {loaderData.loggedIn ? null : (
                <Link to={href('/login')} className="mt-2 inline-block font-semibold underline">
                  {t('cart.logInInstead')}
                </Link>
              )}
            </div>
          ) : null
        }
      />
    </CartProvider>
  )
}

function CartScreen({ loggedIn, notice }: { loggedIn: boolean; notice: ReactNode }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { summary, refresh, loading } = useCart()

  useEffect(() => {
    if (!loggedIn) void refresh()
  }, [loggedIn, refresh])

  return (
    // A guest's cart is known only after hydration: an empty one is shorter than the frame that
    // waited for it. The page keeps a screen's height, so the footer below does not move into
    // view when the cart turns out empty (PERF-8, decision 0061).
    <main id="main" tabIndex={-1} className="container-shop min-h-screen py-8 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('cart.title')}</h1>
      {notice}
      {summary && summary.lines.length === 0 && summary.errors.length === 0 ? (
        <div className="mt-6 rounded-lg bg-white p-6">
          <p className="text-slate-700">{t('cart.empty')}</p>
          <Link
            to={href('/')}
            className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
          >
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        // Until a guest's cart is priced (after hydration) the same frame holds placeholders.
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <section className="rounded-lg bg-white px-4 sm:px-6" aria-busy={loading || !summary}>
            {!summary ? (
              <CartLinesLoading />
            ) : (
              <>
                {summary.errors.length > 0 ? (
                  <ul role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
                    {summary.errors.map((error) => (
                      <li key={`${error.productId}-${error.combinationId}-${error.durationId}`}>
                        {error.message}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {summary.plan ? <CartPlanLine plan={summary.plan} removable /> : null}
                <ul>
                  {summary.lines.map((item) => (
                    <CartLine
                      key={`${item.id}-${item.productId}-${item.combinationId}-${item.durationId}-${item.serviceIds.join()}`}
                      item={item}
                      late={summary.plan?.lines[planLineKey(item)] === false}
                    />
                  ))}
                </ul>
              </>
            )}
          </section>
          <aside className="h-fit rounded-lg bg-white p-5" data-testid="cart-summary">
            <CartTotals totals={summary?.totals ?? null} />
            {summary ? (
              <FreeDeliveryNote totals={summary.totals} />
            ) : (
              <Placeholder className="mt-3 block h-14 w-full" />
            )}
            {summary ? (
              <Link
                to={href(loggedIn ? '/shipping' : '/login')}
                className="mt-4 flex h-11 items-center justify-center rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800"
                data-testid="to-checkout"
              >
                {t('cart.toCheckout')}
              </Link>
            ) : (
              <Placeholder className="mt-4 block h-11 w-full" />
            )}
            <div className="mt-3 flex flex-col gap-2 text-sm">
              <a
                href={href('/print_cart')}
                className="text-brand-700 hover:underline"
                data-testid="cart-page-print"
              >
                {t('cart.printOffer')}
              </a>
              <CartQuoteLink />
              <Link to={href('/')} className="text-brand-700 hover:underline">
                {t('cart.continueShopping')}
              </Link>
            </div>
          </aside>
        </div>
      )}
    </main>
  )
}
