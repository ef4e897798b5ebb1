import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import { Field } from '#app/components/account/Field.tsx'
import type { OrderEditView } from '#core/orders/order-edit.ts'
import { type Errors, card } from './OrderEditForms.tsx'

/** A product to add, as the add form offers its configuration. */
export interface AddableProduct {
  id: number
  title: string
  combinations: { id: number; label: string }[]
  durations: { id: number; title: string }[]
  services: {
    id: number
    title: string
    values: { id: number; title: string; priceCents: number }[]
  }[]
}

/**
 * EDIT-3: a line added at today's price. The product is found by a plain search (a GET form, so
 * the page works without JavaScript), then configured and added to one of the shipments.
 */
export function AddLineForm({
  query,
  found,
  product,
  packages,
  version,
  busy,
  errors,
}: {
  query: string
  found: { id: number; title: string }[] | null
  product: AddableProduct | null
  packages: OrderEditView['packages']
  version: number
  busy: boolean
  errors: Errors
}) {
  const { t } = useTranslation()
  const button =
    'h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60'
  return (
    <section aria-labelledby="add-title" className={card} data-testid="edit-add-line">
      <h2 id="add-title" className="font-semibold text-slate-900">
        {t('adminOrderEdit.addTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('adminOrderEdit.addLead')}</p>
      <Form
        method="get"
        className="mt-3 flex flex-wrap items-end gap-3"
        role="search"
        aria-labelledby="add-title"
      >
        <div className="min-w-0 flex-1">
          <Field label={t('adminOrderEdit.searchLabel')} required>
            {(props) => <input {...props} type="search" name="q" defaultValue={query} />}
          </Field>
        </div>
        <button type="submit" className={button}>
          {t('adminOrderEdit.search')}
        </button>
      </Form>
      {found === null ? null : found.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('adminOrderEdit.noProducts')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1" data-testid="edit-found">
          {found.map((p) => (
            <li key={p.id}>
              <Link
                to={`?${new URLSearchParams({ q: query, product: String(p.id) })}`}
                className="text-sm font-semibold text-brand-800 underline"
                aria-label={t('adminOrderEdit.choose', { title: p.title })}
              >
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {product ? (
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="edit-add-form">
          <input type="hidden" name="intent" value="add-line" />
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="product" value={product.id} />
          <p className="font-semibold text-slate-900 sm:col-span-2">
            {t('adminOrderEdit.configuring', { title: product.title })}
          </p>
          <Field label={t('adminOrderEdit.combination')} error={errors.combination} required>
            {(props) => (
              <select {...props} name="combination">
                {product.combinations.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('adminOrderEdit.duration')} error={errors.duration} required>
            {(props) => (
              <select {...props} name="duration">
                {product.durations.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {product.services.map((service) => (
            <fieldset key={service.id} className="sm:col-span-2">
              <legend className="text-sm font-semibold text-slate-800">
                {t('adminOrderEdit.services')}: {service.title}
              </legend>
              {service.values.map((value) => (
                <label key={value.id} className="mr-4 inline-flex items-center gap-2 text-sm">
                  <input type="checkbox" name="services[]" value={value.id} />
                  {value.title} (+{formatMoney(value.priceCents)})
                </label>
              ))}
            </fieldset>
          ))}
          <Field label={t('adminOrderEdit.quantity')} error={errors.quantity} required>
            {(props) => (
              <input {...props} type="number" name="quantity" min={1} max={50} defaultValue={1} />
            )}
          </Field>
          <Field label={t('adminOrderEdit.toPackage')} error={errors.package} required>
            {(props) => (
              <select {...props} name="package">
                {packages.map((pkg) => (
                  <option key={pkg.id} value={pkg.id}>
                    {t('adminOrderEdit.package', { number: pkg.number, city: pkg.address.city })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {errors.product ? (
            <p className="text-sm text-red-700 sm:col-span-2" role="alert">
              {errors.product}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className={button}>
              {t('adminOrderEdit.add')}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  )
}
