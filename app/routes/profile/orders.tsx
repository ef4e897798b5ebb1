import { Search, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useFetcher } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { type Locale, localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import {
  canPayOnline,
  formatLimit,
  type OrderDetailView,
  type OrderView,
} from '#core/orders/order-views.ts'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { OrderDetails } from '#app/components/orders/OrderDetails.tsx'
import type { DocumentSummary } from '#core/invoices/document-rows.ts'
import { StatusBadges } from '#app/components/orders/StatusBadges.tsx'
import { useHydrated } from '#app/lib/hydrated.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { isAppError } from '#core/errors/errors.ts'
import { formAction, formId } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import { PAY_ORDER_INTENT } from '#app/lib/unpaid-order.ts'
import { unpaidOrderAction } from '#app/lib/unpaid-order.server.ts'
import type { Route } from './+types/orders'
import { databaseIdFrom } from '#core/ids/database-id.ts'
import { REORDER_INTENT, ReorderForm } from '#app/components/orders/ReorderForm.tsx'
import { CONFIRM_CARRIED_INTENT } from '#app/components/orders/CarriedProof.tsx'
import { reorderAction } from '#app/lib/reorder-actions.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const page = Math.min(
    Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1),
    10_000,
  )
  const services = getServices(context)
  const locale = localeFromPath(url.pathname)
  // CO-3: a company's admins and approvers see their colleagues' orders too.
  const companyId = await services.companies.orderScope(customer.id)
  const [list, detail] = await Promise.all([
    services.orders.list(customer.id, { q, page, ...(companyId !== undefined && { companyId }) }),
    orderDetail(services, customer.id, url.searchParams.get('order'), locale, companyId),
  ])
  return { q, list, detail, uploadLimit: formatLimit(services.printFiles.maxBytes) }
}

/**
 * `?order=<id>`: the order's details, read by the details dialog (a fetcher) or shown in the
 * page without JavaScript. An unknown or another customer's order has no details (null).
 */
async function orderDetail(
  services: ReturnType<typeof getServices>,
  customerId: number,
  param: string | null,
  locale: Locale,
  companyId: number | undefined,
): Promise<(OrderDetailView & { documents: DocumentSummary[] }) | null> {
  const id = databaseIdFrom(param)
  if (!param || id === undefined) return null
  try {
    const order = await services.orders.detail(customerId, id, locale, companyId)
    // CO-3: a colleague's order shows without its invoices (they are its buyer's).
    const documents =
      order.customerId === customerId
        ? await services.documentReads.forOrder(customerId, id, locale)
        : []
    return { ...order, documents }
  } catch (error) {
    if (isAppError(error) && error.kind === 'not_found') return null
    throw error
  }
}

/**
 * The order list's writes: 'pay now' of an unpaid card or PayPal order (PAY-1), and from the
 * details: print files ready, delete a print file (the same services as the invoices API).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const form = await request.formData()
  const unpaid = await unpaidOrderAction(request, context, form, locale)
  if (unpaid !== undefined) return unpaid
  const customer = await requireCustomer(request, context)
  const services = getServices(context)
  return formAction(form, async () => {
    const orderId = formId(form, 'order', locale)
    switch (form.get('intent')) {
      case 'print-ready': {
        const at = await services.orders.markReady(customer.id, orderId, locale)
        return {
          ok: true as const,
          message: translate(locale, 'orders.readyMarked'),
          invoiceReadyAt: at.toISOString(),
        }
      }
      case 'approve-proof': {
        // PRE-11: the approval keeps the time and the address it came from.
        const approved = await services.printData.approveProof(
          customer.id,
          orderId,
          getRequestInfo(context).ip,
          locale,
        )
        return {
          ok: true as const,
          message: translate(locale, 'orders.proofApproved'),
          proofApprovedAt: approved.proofApprovedAt.toISOString(),
        }
      }
      case REORDER_INTENT: {
        // REORD-1: into the cart, then the cart page with what happened to each line.
        const secure = getRequestInfo(context).origin.startsWith('https:')
        return reorderAction(services, customer.id, orderId, form, locale, secure)
      }
      case CONFIRM_CARRIED_INTENT: {
        // REORD-6: the carried print data and its proof confirmed in one step.
        const confirmed = await services.reorderFiles.confirm(
          customer.id,
          orderId,
          getRequestInfo(context).ip,
          locale,
        )
        return {
          ok: true as const,
          message: translate(locale, 'reorder.carriedConfirmed'),
          proofApprovedAt: confirmed.proofApprovedAt.toISOString(),
        }
      }
      case 'delete-file': {
        const fileId = formId(form, 'file', locale)
        await services.printFiles.remove(customer.id, orderId, fileId, locale)
        return { ok: true as const, message: translate(locale, 'orders.fileDeleted'), fileId }
      }
      default:
        throw data(null, { status: 400 })
    }
  })
}

/**
 * The order details in a dialog, read through this page's loader when the dialog opens. Before
 * hydration the button is a link to `?order=<id>`, which shows the details in the page.
 */
function DetailsDialog({ order, uploadLimit }: { order: OrderView; uploadLimit: string }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const hydrated = useHydrated()
  const reader = useFetcher<typeof loader>()
  const detailsPath = `${href('/profile/orders')}?order=${order.id}`
  // Until the first read answers, the dialog says it is loading; later reads (after a change in
  // the details) keep the last answer on screen.
  const detail = reader.data === undefined ? null : (reader.data.detail ?? ('failed' as const))

  if (!hydrated) {
    return (
      <Link
        to={detailsPath}
        className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        aria-label={t('orders.detailsOf', { number: order.number })}
        data-testid="order-details-button"
      >
        {t('orders.details')}
      </Link>
    )
  }
  return (
    <Dialog.Root onOpenChange={(open) => (open ? void reader.load(detailsPath) : undefined)}>
      <Dialog.Trigger
        className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        aria-label={t('orders.detailsOf', { number: order.number })}
        data-testid="order-details-button"
      >
        {t('orders.details')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-dvh w-full max-w-3xl flex-col bg-white shadow-xl sm:top-8 sm:max-h-[calc(100dvh-4rem)] sm:w-[92vw] sm:rounded-lg"
          aria-describedby={undefined}
          data-testid="order-dialog"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">
              {t('orders.dialogTitle', { number: order.number })}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-md p-2 hover:bg-slate-100"
              aria-label={t('orders.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-5">
            {detail === null ? (
              <p className="text-slate-600">{t('orders.loading')}</p>
            ) : detail === 'failed' ? (
              <p className="text-red-700">{t('orders.loadFailed')}</p>
            ) : (
              <OrderDetails
                order={detail}
                uploadLimit={uploadLimit}
                documents={detail.documents}
                reorder
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** /profile/orders (ORD-5): the customer's orders with search, pages and the order details. */
export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const { q, list, detail, uploadLimit } = loaderData
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{t('account.menuOrders')}</h2>
        <p className="mt-1 text-slate-600">{t('account.ordersLead')}</p>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t('orders.searchLabel')}
        className="flex max-w-lg gap-2"
      >
        <label htmlFor="orders-q" className="sr-only">
          {t('orders.searchLabel')}
        </label>
        <input
          id="orders-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder={t('orders.searchPlaceholder')}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-1.5 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Search aria-hidden="true" className="size-4" />
          {t('orders.searchSubmit')}
        </button>
      </Form>
      {q ? (
        <p className="text-sm text-slate-600">
          {t('orders.count', { count: list.total })} ·{' '}
          <Link to={href('/profile/orders')} className="text-brand-800 underline">
            {t('orders.resetSearch')}
          </Link>
        </p>
      ) : null}
      {detail ? (
        // The details a page without JavaScript asked for (`?order=`), above the list.
        <section
          aria-labelledby="order-details-title"
          className="rounded-lg border border-slate-200 p-5"
          data-testid="order-details-page"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <h3 id="order-details-title" className="text-lg font-bold text-slate-900">
              {t('orders.dialogTitle', { number: detail.number })}
            </h3>
            <Link
              to={
                q
                  ? `${href('/profile/orders')}?q=${encodeURIComponent(q)}`
                  : href('/profile/orders')
              }
              className="text-sm font-semibold text-brand-800 underline"
            >
              {t('orders.close')}
            </Link>
          </div>
          <OrderDetails
            order={detail}
            uploadLimit={uploadLimit}
            documents={detail.documents}
            reorder
          />
        </section>
      ) : null}
      {list.data.length === 0 ? (
        <p
          className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600"
          data-testid="orders-empty"
        >
          {q ? t('orders.noResults', { q }) : t('orders.empty')}
        </p>
      ) : (
        <table className="w-full border-collapse text-sm" data-testid="orders-table">
          <thead className="hidden md:table-header-group">
            <tr className="border-b border-slate-300 text-left text-slate-600">
              <th className="py-2 pr-3 font-semibold">{t('orders.number')}</th>
              <th className="py-2 pr-3 font-semibold">{t('orders.date')}</th>
              <th className="py-2 pr-3 font-semibold">{t('orders.items')}</th>
              <th className="py-2 pr-3 text-right font-semibold">{t('orders.total')}</th>
              <th className="py-2 pr-3 font-semibold">{t('orders.payment')}</th>
              <th className="py-2">
                <span className="sr-only">{t('orders.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((order) => (
              <tr
                key={order.id}
                className="grid grid-cols-2 gap-x-3 gap-y-1 border-b border-slate-200 py-3 md:table-row"
                data-testid="order-row"
              >
                <td className="font-semibold text-slate-900 md:py-3 md:pr-3">
                  <span className="sr-only md:hidden">{t('orders.number')} </span>#{order.number}
                </td>
                <td className="text-right md:py-3 md:pr-3 md:text-left">
                  {formatDate(order.createdAt, locale)}
                </td>
                <td className="md:py-3 md:pr-3">
                  {t('orders.itemCount', { count: order.itemCount })}
                </td>
                <td className="text-right font-semibold tabular-nums md:py-3 md:pr-3">
                  {formatMoney(order.totalCents)}
                </td>
                <td className="md:py-3 md:pr-3">
                  <StatusBadges order={order} />
                </td>
                <td className="flex flex-wrap justify-end gap-2 text-right md:table-cell md:py-3">
                  {canPayOnline(order) ? (
                    <Form method="post" className="inline">
                      <input type="hidden" name="order" value={order.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={PAY_ORDER_INTENT}
                        className="mr-2 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
                        aria-label={t('orders.payNowFor', { number: order.number })}
                        data-testid="order-pay-now"
                      >
                        {t('orders.unpaid.payNow')}
                      </button>
                    </Form>
                  ) : null}
                  <DetailsDialog order={order} uploadLimit={uploadLimit} />
                  <ReorderForm orderId={order.id} orderNumber={order.number} className="w-full" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={list.page} lastPage={list.lastPage} />
    </div>
  )
}
