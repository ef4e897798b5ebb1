import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { formatMoney } from '#core/money/money.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import {
  CategorySelect,
  flatCategories,
  productCategories,
} from '#app/components/admin/product/CategorySelect.tsx'
import { TextInput } from '#app/components/admin/product/fields.tsx'
import { ProductImage } from '#app/components/catalog/ProductImage.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/products'

/** CONT-6: the products — search, filter by category and state, and a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'catalog.edit')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const services = getServices(context)
  const menuId = Number(url.searchParams.get('category'))
  const state = url.searchParams.get('state')
  const filters = {
    q: (url.searchParams.get('q') ?? '').slice(0, 100),
    menuId: Number.isSafeInteger(menuId) && menuId > 0 ? menuId : undefined,
    state:
      state === 'active' || state === 'inactive' ? (state as 'active' | 'inactive') : undefined,
    page: Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1)),
  }
  const [list, tree] = await Promise.all([
    services.productsAdmin.list(filters, locale),
    services.categoriesAdmin.tree(),
  ])
  return {
    locale,
    member: session.member,
    list,
    filters,
    categories: flatCategories(tree, locale),
    deleted: url.searchParams.get('deleted')?.slice(0, 200) ?? null,
  }
}

/** `intent=create`: the new product, then its editor. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'catalog.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  if (form.get('intent') !== 'create') throw data(null, { status: 400 })
  return formAction(form, async () => {
    const created = await getServices(context).productsAdmin.create(
      session.member,
      Object.fromEntries(form),
      locale,
    )
    return redirect(localizePath(`/admin/products/${created.id}?created=1`, locale))
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminProducts.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, list, filters, categories, deleted } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const errors = fieldMessages(failed)
  const page = (to: number) => {
    const params = new URLSearchParams()
    if (filters.q) params.set('q', filters.q)
    if (filters.menuId) params.set('category', String(filters.menuId))
    if (filters.state) params.set('state', filters.state)
    params.set('page', String(to))
    return href(`/admin/products?${params}`)
  }
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminProducts.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminProducts.lead')}</p>
        <p className="mt-2 text-sm">
          <Link
            to={href('/admin/catalog/products')}
            className="font-medium text-brand-700 hover:underline"
          >
            {t('adminCatalog.products.toProducts')}
          </Link>
        </p>
        {deleted ? (
          <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            {t('adminProducts.deleted', { title: deleted })}
          </p>
        ) : null}
        <section aria-labelledby="new-product" className="mt-4 rounded-lg bg-white p-5">
          <h2 id="new-product" className="font-semibold text-slate-900">
            {t('adminProducts.newTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('adminProducts.newLead')}</p>
          {failed ? (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {failed.message}
            </p>
          ) : null}
          <Form method="post" className="mt-3 grid gap-3 md:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="create" />
            <TextInput
              name="titleDe"
              label={t('adminProducts.field.titleDe')}
              error={errors.titleDe}
              value={failed?.values.titleDe}
              required
              maxLength={120}
            />
            <TextInput
              name="titleEn"
              label={t('adminProducts.field.titleEn')}
              error={errors.titleEn}
              value={failed?.values.titleEn}
              required
              maxLength={120}
            />
            <CategorySelect
              name="menuId"
              label={t('adminProducts.field.menuId')}
              categories={productCategories(categories)}
              error={errors.menuId}
              value={failed?.values.menuId}
            />
            <fieldset className="flex flex-col gap-1">
              <legend className="text-sm font-semibold text-slate-800">
                {t('adminProducts.field.type')}
              </legend>
              {(['1', '2'] as const).map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="type"
                    value={type}
                    defaultChecked={(failed?.values.type ?? '1') === type}
                  />
                  {t(`adminProducts.types.${type}`)}
                </label>
              ))}
              <p className="text-xs text-slate-600">{t('adminProducts.typeHint')}</p>
            </fieldset>
            <div className="md:col-span-2">
              <button
                type="submit"
                disabled={busy}
                className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {t('adminProducts.create')}
              </button>
            </div>
          </Form>
        </section>
        <Form
          method="get"
          className="mt-6 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4"
          role="search"
        >
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t('adminProducts.search')}
            <input
              type="search"
              name="q"
              defaultValue={filters.q}
              placeholder={t('adminProducts.searchHint')}
              className="rounded-md border border-slate-300 px-3 py-2 font-normal"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t('adminProducts.category')}
            <select
              name="category"
              defaultValue={filters.menuId ?? ''}
              className="rounded-md border border-slate-300 px-3 py-2 font-normal"
            >
              <option value="">{t('adminProducts.allCategories')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t('adminProducts.state')}
            <select
              name="state"
              defaultValue={filters.state ?? ''}
              className="rounded-md border border-slate-300 px-3 py-2 font-normal"
            >
              <option value="">{t('adminProducts.allStates')}</option>
              <option value="active">{t('adminProducts.active')}</option>
              <option value="inactive">{t('adminProducts.inactive')}</option>
            </select>
          </label>
          <button
            type="submit"
            className="rounded-md border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-50"
          >
            {t('adminProducts.filter')}
          </button>
        </Form>
        <p className="mt-4 text-sm text-slate-700" aria-live="polite">
          {t('adminProducts.count', { count: list.total })}
        </p>
        {list.rows.length === 0 ? (
          <p className="mt-2 rounded-lg bg-white p-5 text-slate-700">{t('adminProducts.empty')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="product-list">
            {list.rows.map((row) => (
              <li
                key={row.id}
                className="flex items-center gap-4 rounded-lg bg-white p-3"
                data-testid="product-row"
              >
                <div className="w-20 shrink-0">
                  {row.image ? (
                    <ProductImage
                      image={{ path: row.image, width: 1280, height: 960, alt: '' }}
                      sizes="80px"
                      className="rounded"
                    />
                  ) : (
                    <div aria-hidden="true" className="aspect-[4/3] rounded bg-slate-100" />
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <Link
                    to={href(`/admin/products/${row.id}`)}
                    className="font-semibold text-brand-800 underline"
                  >
                    {row.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    #{row.id} · {row.category} ·{' '}
                    {t(`adminProducts.types.${row.type === 2 ? '2' : '1'}`)} ·{' '}
                    {t('adminProducts.columns.combinations')}: {row.combinations}
                  </p>
                </div>
                <div className="text-right text-sm">
                  <p className="font-semibold text-slate-900">
                    {t('adminProducts.columns.fromPrice')} {formatMoney(row.fromPriceCents)}
                  </p>
                  <p
                    className={`mt-1 inline-block rounded px-2 py-0.5 text-xs font-semibold ${
                      row.isActive
                        ? 'bg-emerald-100 text-emerald-900'
                        : 'bg-slate-200 text-slate-800'
                    }`}
                  >
                    {row.isActive ? t('adminProducts.online') : t('adminProducts.offline')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.lastPage > 1 ? (
          <nav
            aria-label={t('adminProducts.page', { page: list.page, last: list.lastPage })}
            className="mt-4 flex items-center gap-4 text-sm"
          >
            {list.page > 1 ? (
              <Link to={page(list.page - 1)} className="underline">
                {t('adminProducts.previous')}
              </Link>
            ) : null}
            <span>{t('adminProducts.page', { page: list.page, last: list.lastPage })}</span>
            {list.page < list.lastPage ? (
              <Link to={page(list.page + 1)} className="underline">
                {t('adminProducts.next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </main>
    </AdminFrame>
  )
}
