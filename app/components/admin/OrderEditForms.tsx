import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import type { OrderAddress } from '#core/orders/order-views.ts'
import { Field } from '#app/components/account/Field.tsx'
import type { OrderEditView } from '#core/orders/order-edit.ts'

// EDIT-1..EDIT-3: the forms of the order edit page. Each is a plain form posting one intent
// with the order's version (ORD-14), so it works before hydration and on a phone.

export type Errors = Record<string, string | undefined>
type Package = OrderEditView['packages'][number]

const primary =
  'h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60'
const secondary =
  'h-10 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60'
export const card = 'mt-4 rounded-lg bg-white p-4 sm:p-5'

function Hidden({ intent, version }: { intent: string; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  )
}

/** A billing or delivery address, with the address book's fields and rules. */
export function AddressForm({
  intent,
  packageId,
  address,
  countryId,
  countries,
  version,
  busy,
  errors,
  testId,
}: {
  intent: 'billing-address' | 'shipping-address'
  packageId?: number
  address: OrderAddress
  countryId: number | null
  countries: OrderEditView['countries']
  version: number
  busy: boolean
  errors: Errors
  testId: string
}) {
  const { t } = useTranslation()
  const text = (
    name: 'company' | 'first_name' | 'last_name' | 'address' | 'postcode' | 'city' | 'phone',
    value: string,
    required: boolean,
    autoComplete: string,
  ) => (
    <Field label={t(`fields.${name}`)} error={errors[name]} required={required}>
      {(props) => <input {...props} name={name} defaultValue={value} autoComplete={autoComplete} />}
    </Field>
  )
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" data-testid={testId}>
      <Hidden intent={intent} version={version} />
      {packageId === undefined ? null : <input type="hidden" name="package" value={packageId} />}
      {text('company', address.company, false, 'organization')}
      {text('phone', address.phone, false, 'tel')}
      {text('first_name', address.firstName, true, 'given-name')}
      {text('last_name', address.lastName, true, 'family-name')}
      {text('address', address.address, true, 'street-address')}
      {text('postcode', address.postcode, true, 'postal-code')}
      {text('city', address.city, true, 'address-level2')}
      <Field label={t('fields.country_id')} error={errors.country_id} required>
        {(props) => (
          <select {...props} name="country_id" defaultValue={countryId ?? ''}>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={primary}>
          {t('adminOrderEdit.saveAddress')}
        </button>
      </div>
    </Form>
  )
}

/** CHK-4: the shipment's post method among its country's (or the default without any). */
export function PostMethodForm({
  pkg,
  version,
  busy,
  errors,
}: {
  pkg: Package
  version: number
  busy: boolean
  errors: Errors
}) {
  const { t } = useTranslation()
  return (
    <Form
      method="post"
      className="mt-3 flex flex-wrap items-end gap-3"
      data-testid={`edit-post-method-${pkg.number}`}
    >
      <Hidden intent="post-method" version={version} />
      <input type="hidden" name="package" value={pkg.id} />
      {/* On a phone the select takes the whole line, so a method's name and price show. */}
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <Field
          label={t('adminOrderEdit.postMethodOf', { number: pkg.number })}
          error={errors.postMethod}
          required
        >
          {(props) => (
            <select {...props} name="postMethod" defaultValue={pkg.postMethod ?? ''}>
              {pkg.methods.length === 0 ? (
                <option value="">{t('adminOrderEdit.defaultPostMethod')}</option>
              ) : (
                pkg.methods.map((method) => (
                  <option key={method.value} value={method.value}>
                    {method.text} – {formatMoney(method.priceCents)}
                  </option>
                ))
              )}
            </select>
          )}
        </Field>
      </div>
      <button type="submit" disabled={busy} className={secondary}>
        {t('adminOrderEdit.savePostMethod')}
      </button>
    </Form>
  )
}

/** EDIT-3: each line's quantity (priced again at today's price) and its removal. */
export function LineForms({
  pkg,
  version,
  busy,
  errorsOf,
}: {
  pkg: Package
  version: number
  busy: boolean
  errorsOf: (itemId: number) => Errors
}) {
  const { t } = useTranslation()
  return (
    <ul className="mt-3 flex flex-col gap-3" aria-label={t('adminOrderEdit.linesTitle', pkg)}>
      {pkg.items.map((item) => (
        <li
          key={item.id}
          className="rounded-md border border-slate-200 p-3"
          data-testid="edit-line"
        >
          <p className="font-semibold text-slate-900">{item.title}</p>
          {item.details ? <p className="text-sm text-slate-600">{item.details}</p> : null}
          <p className="text-sm text-slate-700">
            {t('adminOrderEdit.unitPrice', { price: formatMoney(item.unitCents) })} ·{' '}
            <span className="font-semibold">{formatMoney(item.totalCents)}</span>
          </p>
          <div className="mt-2 flex flex-wrap items-end gap-3">
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <Hidden intent="quantity" version={version} />
              <input type="hidden" name="item" value={item.id} />
              <Field
                label={t('adminOrderEdit.quantityOf', { title: item.title })}
                error={errorsOf(item.id).quantity}
                required
              >
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    name="quantity"
                    min={1}
                    max={50}
                    defaultValue={item.quantity}
                    className={`${props.className} max-w-24`}
                  />
                )}
              </Field>
              <button type="submit" disabled={busy} className={secondary}>
                {t('adminOrderEdit.saveQuantity')}
              </button>
            </Form>
            <Form method="post">
              <Hidden intent="remove-line" version={version} />
              <input type="hidden" name="item" value={item.id} />
              <button
                type="submit"
                disabled={busy}
                aria-label={t('adminOrderEdit.removeLabel', { title: item.title })}
                className="h-10 rounded-md border border-red-700 px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
              >
                {t('adminOrderEdit.remove')}
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** TOT-12: the order's totals as they stand, after the last change. */
export function EditTotals({ totals }: { totals: OrderEditView['totals'] }) {
  const { t } = useTranslation()
  const rows: [string, number, string][] = [
    [t('adminOrderEdit.subtotal'), totals.subtotalCents, 'subtotal'],
    [t('adminOrderEdit.discount'), -totals.discountCents, 'discount'],
    [t('adminOrderEdit.shipping'), totals.shippingCents, 'shipping'],
    [t('adminOrderEdit.vat'), totals.vatCents, 'vat'],
    [t('adminOrderEdit.serviceFee'), totals.serviceFeeCents, 'service-fee'],
  ]
  return (
    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([, cents, key]) => cents !== 0 || key === 'vat' || key === 'shipping')
        .map(([label, cents, key]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right" data-testid={`edit-total-${key}`}>
              {formatMoney(cents)}
            </dd>
          </div>
        ))}
      <dt className="font-semibold text-slate-900">{t('adminOrderEdit.total')}</dt>
      <dd className="text-right font-semibold" data-testid="edit-total">
        {formatMoney(totals.totalCents)}
      </dd>
    </dl>
  )
}
