import { useTranslation } from 'react-i18next'
import { Link, useNavigation } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { isAppError } from '#core/errors/errors.ts'
import { orderEditForm } from '#core/validation/admin-order-edit.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'
import { type AddableProduct, AddLineForm } from '#app/components/admin/AddLineForm.tsx'
import { OrderEditPackages } from '#app/components/admin/OrderEditPackages.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { formAction, paramId, parseForm, routeError } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/order-edit'

/**
 * EDIT-1..EDIT-5: an order changed on a customer's call — addresses, post methods, quantities,
 * lines removed or added — before production starts. Each form is one change, saved at once.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'orders.edit')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const id = paramId(params.id)
  const services = getServices(context)
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const productId = Number(url.searchParams.get('product'))
  try {
    const [order, found, product] = await Promise.all([
      services.orderEdit.view(id, locale),
      query
        ? services.productsAdmin
            .list({ q: query, state: 'active' }, locale)
            .then((page) => page.rows.map((row) => ({ id: row.id, title: row.title })))
        : null,
      Number.isInteger(productId) && productId > 0
        ? services.catalog.detail(productId, locale).then(addable, (error: unknown) => {
            if (isAppError(error) && error.kind === 'not_found') return null
            throw error
          })
        : null,
    ])
    return { locale, member: session.member, order, query, found, product }
  } catch (error) {
    routeError(error)
  }
}

type Detail = Awaited<ReturnType<ReturnType<typeof getServices>['catalog']['detail']>>

/** The configuration choices of a product, with each combination named by its values. */
function addable(detail: Detail): AddableProduct {
  const titles = new Map(detail.options.flatMap((o) => o.values.map((v) => [v.id, v.title])))
  return {
    id: detail.id,
    title: detail.title,
    combinations: detail.combinations.map((c) => ({
      id: c.id,
      label: c.optionValueIds.map((value) => titles.get(value) ?? '').join(' · ') || detail.title,
    })),
    durations: detail.durations.map((d) => ({ id: d.id, title: d.title })),
    services: detail.services,
  }
}

/** billing-address | shipping-address | post-method | quantity | remove-line | add-line. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'orders.edit')
  const { locale } = getRequestInfo(context)
  const orderId = paramId(params.id)
  const form = await request.formData()
  return formAction(form, async () => {
    const input = parseForm(form, orderEditForm, locale)
    const done = await getServices(context).orderEdit.edit(session.member, orderId, input, locale)
    return {
      ok: true as const,
      intent: input.intent,
      message: translate(locale, 'adminOrderEdit.saved', { change: done.message }),
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminOrderEdit.title', {
    number: loaderData?.order.number ?? '',
  })

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminOrderEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, order, query, found, product } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-4xl px-4 py-8 outline-none">
        <Link
          to={href(`/admin/orders/${order.id}`)}
          className="text-sm font-semibold text-brand-800 underline"
        >
          {t('adminOrderEdit.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {t('adminOrderEdit.title', { number: order.number })}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('adminOrderEdit.lead')}</p>
        {actionData ? (
          <AnswerBanner failed={!actionData.ok} message={actionData.message} testId="edit-answer" />
        ) : null}
        {order.editable ? (
          <>
            <OrderEditPackages order={order} busy={busy} answer={actionData} />
            <AddLineForm
              key={`${order.version}-${product?.id ?? 0}`}
              query={query}
              found={found}
              product={product}
              packages={order.packages}
              version={order.version}
              busy={busy}
              errors={
                actionData && !actionData.ok && actionData.intent === 'add-line'
                  ? firstOf(actionData.errors)
                  : {}
              }
            />
          </>
        ) : (
          <p
            className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="edit-refused"
          >
            {t('adminOrderEdit.refused', { state: t(`admin.work.${order.workState}`) })}
          </p>
        )}
      </main>
    </AdminFrame>
  )
}

const firstOf = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list[0]]))
