import { useTranslation } from 'react-i18next'
import { data, Form, Link, type ShouldRevalidateFunction, useNavigation } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import type { MoneyState, WorkState } from '#core/orders/workflow.ts'
import { Field } from '#app/components/account/Field.tsx'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, formObject, paramId, parseForm, routeError } from '#app/lib/forms.server.ts'
import { customerForm } from '#core/validation/intents.ts'
import { addressSchema, staffCustomerSchema } from '#core/validation/customer.ts'
import { parseBody } from '#core/validation/parse.ts'
import { CustomerEditForm } from '#app/components/admin/CustomerEditForm.tsx'
import { AddressEditForm } from '#app/components/admin/AddressEditForm.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/customer'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/**
 * STAFF-7: one customer for sales and the owner: contact, address book, orders, newsletter state
 * and logins; end the logins, block or unblock. FIND-5: change the account's data.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'customers.manage')
  const locale = localeFromPath(new URL(request.url).pathname)
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 })
  try {
    const services = getServices(context)
    const [customer, countries] = await Promise.all([
      services.backOfficeCustomers.detail(Number(params.id), locale),
      services.countries.search('', locale, 1, 1000),
    ])
    const countryList = countries.data.map(({ id, name }) => ({ id, name }))
    return { locale, member: session.member, customer, countries: countryList }
  } catch (error) {
    routeError(error)
  }
}

/**
 * STAFF-7: logout (all the customer's logins) | block (with a reason) | unblock; FIND-5: save
 * (the account's data, with the profile's rules).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'customers.manage')
  const { locale } = getRequestInfo(context)
  const id = paramId(params.id)
  const form = await request.formData()
  const customers = getServices(context).backOfficeCustomers
  return formAction(form, async () => {
    const input = parseForm(form, customerForm, locale)
    switch (input.intent) {
      case 'save': {
        const fields = parseBody(
          staffCustomerSchema,
          formObject(form, { numbers: ['country_id'] }),
          locale,
        )
        const changed = await customers.update(session.member, id, fields, locale)
        const key = changed.length > 0 ? 'adminCustomerEdit.saved' : 'adminCustomerEdit.unchanged'
        return { ok: true as const, message: translate(locale, key) }
      }
      case 'address': {
        const { entry: _entry, ...values } = formObject(form, {
          numbers: ['country_id'],
          booleans: ['is_default_billing', 'is_default_shipping'],
        })
        // An address may have no salutation: the empty choice is none.
        if (values.gender === '') delete values.gender
        const fields = parseBody(addressSchema, values, locale)
        const changed = await customers.updateAddress(
          session.member,
          id,
          input.entry,
          fields,
          locale,
        )
        const key =
          changed.length > 0 ? 'adminCustomerEdit.addressSaved' : 'adminCustomerEdit.unchanged'
        return { ok: true as const, message: translate(locale, key) }
      }
      case 'logout': {
        const count = await customers.logOutEverywhere(session.member, id, locale)
        return {
          ok: true as const,
          message: translate(locale, 'admin.customers.loggedOut', { count }),
        }
      }
      case 'block':
      case 'unblock': {
        const blocked = input.intent === 'block'
        const reason = input.intent === 'block' ? input.reason : ''
        await customers.setBlocked(session.member, { id, blocked, reason }, locale)
        const key = blocked ? 'admin.customers.blockedDone' : 'admin.customers.unblockedDone'
        return { ok: true as const, message: translate(locale, key) }
      }
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.customers.detailTitle', {
    number: loaderData?.customer.id ?? '',
    company: loaderData?.customer.company ?? '',
  })

/** A refused change reads the customer again too: somebody may have changed it meanwhile. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === 'POST' ? true : defaultShouldRevalidate)

export const headers: Route.HeadersFunction = adminHeaders

const card = 'rounded-lg bg-white p-5'

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, customer, countries } = loaderData
  const errors = actionData && isFailure(actionData) ? fieldMessages(actionData) : {}
  const saveFailed = actionData && isFailure(actionData) && actionData.intent === 'save'
  const addressFailed =
    actionData && isFailure(actionData) && actionData.intent === 'address' ? actionData : null
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <Link
          to={href('/admin/customers')}
          className="text-sm font-semibold text-brand-800 underline"
        >
          {t('admin.customers.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {t('admin.customers.detailTitle', { number: customer.id, company: customer.company })}
        </h1>
        {customer.blocked ? (
          <p
            className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-900"
            data-testid="customer-blocked"
          >
            {t('admin.customers.blockedSince', {
              date: formatDate(customer.blockedAt!, locale),
              reason: customer.blockedReason ?? '',
            })}
          </p>
        ) : null}
        {actionData ? (
          <AnswerBanner
            failed={isFailure(actionData)}
            message={actionData.message}
            testId="customer-answer"
          />
        ) : null}

        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <section aria-labelledby="contact-title" className={card}>
            <h2 id="contact-title" className="font-semibold text-slate-900">
              {t('admin.customers.contact')}
            </h2>
            <address className="mt-2 text-sm leading-relaxed not-italic">
              {customer.company}
              <br />
              {customer.name}
              <br />
              {customer.address}
              <br />
              {customer.postcode} {customer.city} ({customer.countryCode})
              <br />
              <a href={`mailto:${customer.email}`} className="text-brand-800 underline">
                {customer.email}
              </a>
              <br />
              {customer.phone}
            </address>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('admin.customers.since')}</dt>
              <dd>{formatDate(customer.createdAt, locale)}</dd>
              {/* FIND-6, MAIL-5: the account's language is the registration's; order mails follow the order. */}
              <dt className="text-slate-600">{t('adminCustomerEdit.registrationLanguage')}</dt>
              <dd data-testid="customer-language">
                {t(`adminCustomerEdit.languages.${customer.locale}`)}
                <span className="block text-xs text-slate-600">
                  {t('adminCustomerEdit.languageNote')}
                </span>
              </dd>
              <dt className="text-slate-600">{t('admin.customers.newsletter')}</dt>
              <dd data-testid="customer-newsletter">
                {t(`admin.customers.newsletterStates.${customer.newsletter}`)}
              </dd>
            </dl>
          </section>

          <section aria-labelledby="addresses-title" className={card}>
            <h2 id="addresses-title" className="font-semibold text-slate-900">
              {t('admin.customers.addresses')}
            </h2>
            {customer.addresses.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('admin.customers.noAddresses')}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2 text-sm">
                {customer.addresses.map((address, index) => (
                  <li key={address.id}>
                    <span className="font-medium">{address.company || address.name}</span>
                    {address.company ? ` · ${address.name}` : ''} · {address.street} ·{' '}
                    {address.city} ({address.countryCode})
                    {address.isDefaultBilling ? (
                      <span className="ml-1 text-xs text-slate-600">
                        [{t('admin.customers.defaultBilling')}]
                      </span>
                    ) : null}
                    {address.isDefaultShipping ? (
                      <span className="ml-1 text-xs text-slate-600">
                        [{t('admin.customers.defaultShipping')}]
                      </span>
                    ) : null}
                    <AddressEditForm
                      address={address}
                      number={index + 1}
                      countries={countries}
                      errors={addressFailed?.values.entry === String(address.id) ? errors : {}}
                      typed={
                        addressFailed?.values.entry === String(address.id)
                          ? addressFailed.values
                          : null
                      }
                      busy={busy}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <section aria-labelledby="orders-title" className={`mt-4 ${card}`}>
          <h2 id="orders-title" className="font-semibold text-slate-900">
            {t('admin.customers.ordersTitle')}
          </h2>
          {customer.orders.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('admin.customers.noOrders')}</p>
          ) : (
            <ul
              className="mt-2 flex flex-col divide-y divide-slate-100 text-sm"
              data-testid="customer-orders"
            >
              {customer.orders.map((order) => (
                <li key={order.id} className="flex flex-wrap gap-x-3 py-1.5">
                  <Link
                    to={href(`/admin/orders/${order.id}`)}
                    className="font-semibold text-brand-800 underline"
                  >
                    #{order.number}
                  </Link>
                  <span>{formatDate(order.createdAt, locale)}</span>
                  <span className="tabular-nums">{formatMoney(order.totalCents)}</span>
                  <span>{t(`admin.work.${order.workState as WorkState}`)}</span>
                  <span className="text-slate-600">
                    {t(`admin.orders.paymentNames.${order.paymentStatus as MoneyState}`)}
                  </span>
                  <span className="text-slate-600" data-testid="customer-order-language">
                    {t('adminCustomerEdit.orderLanguage', {
                      language: t(`adminCustomerEdit.languages.${order.locale}`),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="edit-title"
          className={`mt-4 ${card}`}
          data-testid="customer-edit"
        >
          <h2 id="edit-title" className="font-semibold text-slate-900">
            {t('adminCustomerEdit.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('adminCustomerEdit.lead')}</p>
          <CustomerEditForm
            customer={customer}
            countries={countries}
            errors={saveFailed ? errors : {}}
            typed={saveFailed ? actionData.values : null}
            busy={busy}
          />
        </section>

        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <section aria-labelledby="sessions-title" className={card}>
            <h2 id="sessions-title" className="font-semibold text-slate-900">
              {t('admin.customers.sessions')}
            </h2>
            {customer.sessions.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600" data-testid="customer-no-sessions">
                {t('admin.customers.noSessions')}
              </p>
            ) : (
              <>
                <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="customer-sessions">
                  {customer.sessions.map((login) => (
                    <li key={login.id}>
                      {t('admin.customers.sessionSince', {
                        date: formatDate(login.createdAt, locale),
                        until: formatDate(login.expiresAt, locale),
                      })}
                    </li>
                  ))}
                </ul>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="logout" />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                  >
                    {t('admin.customers.logOut')}
                  </button>
                </Form>
              </>
            )}
          </section>

          <section aria-labelledby="block-title" className={card} data-testid="customer-block">
            <h2 id="block-title" className="font-semibold text-slate-900">
              {t('admin.customers.blockTitle')}
            </h2>
            {customer.blocked ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="unblock" />
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                >
                  {t('admin.customers.unblock')}
                </button>
              </Form>
            ) : (
              <Form
                method="post"
                className="mt-2 flex flex-col gap-2"
                key={customer.blockedAt ?? 'open'}
              >
                <p className="text-sm text-slate-600">{t('admin.customers.blockLead')}</p>
                <input type="hidden" name="intent" value="block" />
                <Field label={t('admin.customers.reason')} error={errors.reason} required>
                  {(props) => <input {...props} name="reason" maxLength={500} />}
                </Field>
                <button
                  type="submit"
                  disabled={busy}
                  className="self-start rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                >
                  {t('admin.customers.block')}
                </button>
              </Form>
            )}
          </section>
        </div>
      </main>
    </AdminFrame>
  )
}
