import { useTranslation } from 'react-i18next'
import { Form, Link, type ShouldRevalidateFunction, useNavigation } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import { parseEuros } from '#core/money/money.ts'
import { formatDate } from '#core/dates/dates.ts'
import { printDataSummary } from '#core/orders/order-views.ts'
import { mayMoveWork, nextWorkStates, paymentAllowsProduction } from '#core/orders/workflow.ts'
import { mayEditOrder } from '#core/orders/order-edit.ts'
import { Field } from '#app/components/account/Field.tsx'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { MarkPaidForm } from '#app/components/admin/MarkPaidForm.tsx'
import { OrderSteps } from '#app/components/admin/OrderSteps.tsx'
import { OrderFacts } from '#app/components/admin/OrderFacts.tsx'
import { OrderDeadlines } from '#app/components/admin/OrderDeadlines.tsx'
import { OrderCustomerLink } from '#app/components/admin/OrderCustomerLink.tsx'
import { OrderTimeline } from '#app/components/admin/OrderTimeline.tsx'
import { MailList } from '#app/components/admin/MailList.tsx'
import { OrderInvoices } from '#app/components/admin/OrderInvoices.tsx'
import { RefundPanel } from '#app/components/admin/RefundPanel.tsx'
import { OrderDetails } from '#app/components/orders/OrderDetails.tsx'
import { resendDocument } from '#app/lib/admin-documents.server.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { answerFor, fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, paramId, parseForm } from '#app/lib/forms.server.ts'
import { orderForm } from '#core/validation/intents.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import { routeError } from '#app/lib/forms.server.ts'
import type { Route } from './+types/order'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'
import { ShippingDocLinks } from '#app/components/admin/ShippingDocLinks.tsx'

/**
 * One order in the back office (ORD-10, ORD-16; STAFF-5): everything the customer saw, its work
 * state with the steps this member may take next, and its timeline.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'orders.view')
  const locale = localeFromPath(new URL(request.url).pathname)
  const id = paramId(params.id)
  const services = getServices(context)
  // STAFF-13: opened by staff, the order leaves the "not yet opened" queue.
  await services.orderQueues.markSeen(id)
  try {
    const [order, timeline, refunds, mails, documents, deadlines] = await Promise.all([
      services.orders.detailForStaff(id, locale),
      services.orderWorkflow.timeline(id),
      services.refunds.list(id),
      services.outbox.forOrder(id),
      // INV-6: invoices are money, for the owner and sales only (STAFF-5).
      can(session.member, 'orders.money') ? services.documentReads.ofOrder(id) : null,
      services.orderDeadlines.forOrder(id, locale),
    ])
    return { locale, member: session.member, order, timeline, refunds, mails, documents, deadlines }
  } catch (error) {
    routeError(error)
  }
}

/**
 * ORD-14 … ORD-19, REF-1, MAIL-4: the forms of an order's page — paid | refund | retry-refund |
 * send-again | resend | note | work (`to`, the `version` the page showed). The order is the
 * page's (`params.id`); no form names it again.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'orders.view')
  const { locale } = getRequestInfo(context)
  const orderId = paramId(params.id)
  const form = await request.formData()
  const services = getServices(context)
  const workflow = services.orderWorkflow
  return formAction(form, async () => {
    const input = parseForm(form, orderForm, locale)
    const answer = (message: string) => ({ ok: true as const, intent: input.intent, message })
    switch (input.intent) {
      case 'paid': {
        const amountCents = parseEuros(input.amount)
        const { version, paidOn } = input
        await workflow.markPaid(session.member, { orderId, version, paidOn, amountCents }, locale)
        return answer(translate(locale, 'admin.order.paid'))
      }
      case 'refund': {
        const { version, reason } = input
        const amountCents = parseEuros(input.amount)
        const outcome = await services.refunds.refund(
          session.member,
          { orderId, version, amountCents, reason },
          locale,
        )
        return { ...answer(outcome.message), intent: 'refund' }
      }
      case 'retry-refund': {
        const refundId = input.refund
        const outcome = await services.refunds.retry(session.member, { orderId, refundId }, locale)
        return { ...answer(outcome.message), intent: 'refund' }
      }
      case 'send-again':
        await services.outbox.sendAgain(session.member, input.mail, locale)
        return answer(translate(locale, 'admin.mails.sentAgain'))
      case 'resend':
        return resendDocument(context, session.member, form, locale)
      case 'note':
        await workflow.addNote(session.member, { orderId, note: input.note }, locale)
        return answer(translate(locale, 'admin.order.noteAdded'))
      case 'work': {
        const moved = await workflow.moveWork(
          session.member,
          {
            orderId,
            to: input.to,
            version: input.version,
            message: input.message,
            // ORD-19, PRE-12: stepping over a safeguard needs the ticked box and a reason.
            override:
              input.reason === undefined
                ? undefined
                : { confirmed: input.confirmed, reason: input.reason },
            shipments: shipmentsOf(form),
          },
          locale,
        )
        return answer(
          translate(locale, 'admin.order.moved', {
            state: translate(locale, `admin.work.${moved.workState}`),
          }),
        )
      }
    }
  })
}

/** ORD-17: `carrier-<package id>` and `tracking-<package id>` per package. */
function shipmentsOf(form: FormData) {
  return [...form.keys()]
    .filter((key) => /^carrier-\d{1,9}$/.test(key))
    .map((key) => {
      const packageId = Number(key.slice('carrier-'.length))
      return {
        packageId,
        carrier: String(form.get(key) ?? ''),
        trackingNumber: String(form.get(`tracking-${packageId}`) ?? ''),
      }
    })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.order.title', {
    number: loaderData?.order.number ?? '',
  })

/**
 * After a step, refused or not, the page reads the order again: a 409 says somebody changed it
 * meanwhile, and the page must then show it as it is (a refused post would not reload it).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === 'POST' ? true : defaultShouldRevalidate)

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, order, timeline, refunds, mails, documents, deadlines } = loaderData
  const salesMember = can(member, 'orders.money')
  const refundable =
    order.paymentStatus === 'paid' ||
    order.paymentStatus === 'partly_refunded' ||
    refunds.length > 0
  const steps = nextWorkStates(order.workState).filter((to) => mayMoveWork(member.role, to))
  // ORD-11: transfers and invoices are recorded by hand; card and PayPal by their providers.
  const canRecordPayment =
    can(member, 'orders.money') &&
    (order.paymentMethod === 'prepayment' || order.paymentMethod === 'invoice') &&
    (order.paymentStatus === 'open' || order.paymentStatus === 'failed')
  const paidErrors =
    actionData && isFailure(actionData) && actionData.intent === 'paid'
      ? fieldMessages(actionData)
      : {}
  const refundErrors =
    actionData && isFailure(actionData) && actionData.intent === 'refund'
      ? fieldMessages(actionData)
      : {}
  const workErrors =
    actionData && isFailure(actionData) && actionData.intent === 'work'
      ? fieldMessages(actionData)
      : {}
  // ORD-19: the money the payment method asks for before production, and who stepped over it.
  const unpaid =
    !paymentAllowsProduction(order.paymentMethod, order.paymentStatus) &&
    !['shipped', 'completed', 'cancelled'].includes(order.workState)
  const overridden = timeline.find((event) => event.toState === 'in_production' && event.reason)
  const noteErrors =
    actionData && isFailure(actionData) && actionData.intent === 'note'
      ? fieldMessages(actionData)
      : {}
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <Link to={href('/admin/orders')} className="text-sm font-semibold text-brand-800 underline">
          {t('admin.order.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {t('admin.order.title', { number: order.number })}
        </h1>
        {/* EDIT-1: changes on a customer's call, before production (decision 0046). */}
        {can(member, 'orders.edit') && mayEditOrder(order.workState) ? (
          <Link
            to={href(`/admin/orders/${order.id}/edit`)}
            className="mt-2 inline-block text-sm font-semibold text-brand-800 underline"
            data-testid="order-edit-link"
          >
            {t('adminOrderEdit.link')}
          </Link>
        ) : null}
        <OrderCustomerLink
          member={member}
          customerId={order.customerId}
          company={order.billingAddress.company}
        />

        {/* The work, then the lines and print data it is about, then the money; the facts and
            the timeline beside them from 1024 px (STAFF-8). */}
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col">
            <section
              aria-labelledby="work-title"
              className="rounded-lg bg-white p-5"
              data-testid="order-work"
            >
              <h2 id="work-title" className="text-sm font-medium text-slate-600">
                {t('admin.order.workState')}
              </h2>
              <p className="mt-1 text-lg font-semibold" data-testid="order-work-state">
                {t(`admin.work.${order.workState}`)}
              </p>
              {unpaid ? (
                <p
                  className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
                  data-testid="order-unpaid"
                >
                  {t('admin.order.unpaid', { method: t(`orders.method.${order.paymentMethod}`) })}
                </p>
              ) : null}
              {overridden ? (
                <p
                  className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
                  data-testid="order-overridden"
                >
                  {t('admin.order.overridden', {
                    name: overridden.staffName ?? '–',
                    date: formatDate(overridden.createdAt, locale),
                    reason: overridden.reason,
                  })}
                </p>
              ) : null}
              {actionData && actionData.intent !== 'resend' ? (
                <AnswerBanner
                  failed={isFailure(actionData)}
                  message={actionData.message}
                  testId="order-work-answer"
                />
              ) : null}
              {steps.length > 0 ? (
                // Keyed by the version: after a step, its forms start empty again.
                <OrderSteps
                  key={order.version}
                  order={order}
                  printData={printDataSummary(order)}
                  role={member.role}
                  steps={steps}
                  busy={busy}
                  errors={workErrors}
                />
              ) : (
                <p className="mt-3 text-sm text-slate-600">{t('admin.order.noStep')}</p>
              )}
            </section>

            <div className="mt-4 rounded-lg bg-white p-5">
              {/* Keyed by the version: the details keep their own copy of the order. */}
              <OrderDetails
                key={order.version}
                order={order}
                editable={false}
                invoiceLink={false}
                staff
                fileHref={(orderId, fileId) =>
                  localizePath(`/admin/orders/${orderId}/files/${fileId}`, locale)
                }
                previewHref={(orderId, fileId) =>
                  `${localizePath(`/admin/orders/${orderId}/files/${fileId}`, locale)}?preview`
                }
              />
            </div>
            {/* SHIP-DOC-1, SHIP-DOC-2: the packages' delivery note and packing slip. */}
            <ShippingDocLinks order={order} />
            {canRecordPayment ? (
              <MarkPaidForm order={order} busy={busy} errors={paidErrors} />
            ) : null}

            {refundable ? (
              <RefundPanel
                key={order.version}
                order={{ ...order, totalCents: order.totals.totalCents }}
                refunds={refunds}
                canRefund={salesMember}
                busy={busy}
                errors={refundErrors}
              />
            ) : null}

            {documents ? (
              <OrderInvoices
                documents={documents}
                busy={busy}
                answer={answerFor(actionData, 'resend')}
              />
            ) : null}

            {mails.length > 0 ? (
              <section
                aria-labelledby="mails-title"
                className="mt-4 rounded-lg bg-white p-5"
                data-testid="order-mails"
              >
                <h2 id="mails-title" className="font-semibold text-slate-900">
                  {t('admin.mails.orderMails')}
                </h2>
                <MailList mails={mails} canSendAgain={salesMember} busy={busy} showOrder={false} />
              </section>
            ) : null}
          </div>
          <div className="flex h-fit flex-col gap-6">
            <OrderDeadlines deadlines={deadlines} />
            <OrderFacts order={order} />
            <section
              aria-labelledby="timeline-title"
              className="h-fit rounded-lg bg-white p-5"
              data-testid="order-timeline"
            >
              <h2 id="timeline-title" className="font-semibold text-slate-900">
                {t('admin.order.timeline')}
              </h2>
              <Form
                key={timeline.length}
                method="post"
                className="mt-3 flex flex-col gap-2"
                data-testid="order-note-form"
              >
                <input type="hidden" name="intent" value="note" />
                <input type="hidden" name="order" value={order.id} />
                <Field label={t('admin.order.note')} error={noteErrors.note} required>
                  {(props) => <textarea {...props} name="note" rows={3} maxLength={2000} />}
                </Field>
                <button
                  type="submit"
                  disabled={busy}
                  className="self-start rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                >
                  {t('admin.order.addNote')}
                </button>
              </Form>
              <OrderTimeline events={timeline} />
            </section>
          </div>
        </div>
      </main>
    </AdminFrame>
  )
}
