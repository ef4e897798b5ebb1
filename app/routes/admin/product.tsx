import { useTranslation } from 'react-i18next'
import { data, Form, Link } from 'react-router'
import { PRODUCT_DOWNLOAD_MAX_BYTES } from '#core/catalog/product-editor.ts'
import { IMAGE_UPLOAD_MAX_BYTES } from '#core/catalog/product-images.ts'
import { localeFromPath, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { flatCategories, productCategories } from '#app/components/admin/product/CategorySelect.tsx'
import {
  EditorAnswerContext,
  type EditorAnswerData,
  FormMessage,
  PartButton,
  buttonClass,
} from '#app/components/admin/product/fields.tsx'
import { ProductBasics, ProductCategories } from '#app/components/admin/product/ProductBasics.tsx'
import {
  ProductDownloads,
  ProductImages,
  ProductTabs,
} from '#app/components/admin/product/ProductFiles.tsx'
import {
  ProductDurations,
  ProductPreview,
  ProductServices,
  ProductTiers,
} from '#app/components/admin/product/ProductPricing.tsx'
import { ProductOptions } from '#app/components/admin/product/ProductStructure.tsx'
import { ProductPrintLayout } from '#app/components/admin/product/ProductPrintLayout.tsx'
import { ProductCombinations } from '#app/components/admin/product/ProductCombinations.tsx'
import { ProductGenerator } from '#app/components/admin/product/ProductGenerator.tsx'
import { SectionNav, sectionOf } from '#app/components/admin/product/SectionNav.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { runProductIntent } from '#app/lib/product-editor.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import { isAppError } from '#core/errors/errors.ts'
import type { Route } from './+types/product'
import { databaseIdFrom } from '#core/ids/database-id.ts'

/** The most a form post of the editor may carry: two PDFs and the form's own fields. */
const MAX_BODY = Math.max(IMAGE_UPLOAD_MAX_BYTES, 2 * PRODUCT_DOWNLOAD_MAX_BYTES) + 65_536

function productId(params: { id?: string }): number {
  const id = databaseIdFrom(params.id)
  if (id === undefined) throw data(null, { status: 404 })
  return id
}

/** CONT-6: one product in every part, with the price preview (`?combination=…&quantity=…`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'catalog.edit')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const services = getServices(context)
  const id = productId(params)
  const product = await services.productsAdmin.get(id, locale).catch((error: unknown) => {
    if (isAppError(error) && error.kind === 'not_found') throw data(null, { status: 404 })
    throw error
  })
  const number = (name: string) => {
    const value = Number(url.searchParams.get(name))
    return Number.isSafeInteger(value) && value > 0 ? value : undefined
  }
  const serviceValueIds = url.searchParams
    .getAll('service')
    .map(Number)
    .filter((value) => Number.isSafeInteger(value) && value > 0)
  const quantity = Math.min(50, number('quantity') ?? 1)
  const line = await services.productsAdmin
    .preview(
      id,
      {
        combinationId: number('combination'),
        durationId: number('duration'),
        serviceValueIds,
        quantity,
      },
      locale,
    )
    .catch((error: unknown) => {
      if (isAppError(error) && error.kind === 'invalid') return null
      throw error
    })
  return {
    locale,
    section: sectionOf(url.searchParams.get('section')),
    member: session.member,
    product,
    categories: productCategories(flatCategories(await services.categoriesAdmin.tree(), locale)),
    preview: { line, quantity, serviceValueIds },
    notice: url.searchParams.has('created')
      ? 'created'
      : url.searchParams.has('duplicated')
        ? 'duplicated'
        : null,
  }
}

/** Every form of the editor: `intent` (and `part`) name what to change (product-editor.server.ts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'catalog.edit')
  const { locale } = getRequestInfo(context)
  const id = productId(params)
  if (Number(request.headers.get('content-length')) > MAX_BODY) {
    const message = translate(locale, 'adminProducts.imageTooLarge', {
      max: IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024,
    })
    return data(
      { ok: false as const, message, errors: {}, intent: '', values: {} },
      { status: 413 },
    )
  }
  const form = await request.formData()
  return formAction(form, () =>
    runProductIntent(getServices(context), session.member, id, form, locale),
  )
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminProducts.editTitle')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, product, categories, preview, notice, locale, section } = loaderData
  const answer = actionData as EditorAnswerData | undefined
  const title = pick(product.title, locale)
  return (
    <AdminFrame member={member}>
      <EditorAnswerContext value={answer}>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
          <Link to={href('/admin/products')} className="text-sm underline">
            {t('adminProducts.back')}
          </Link>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            <span
              className={`rounded px-2 py-0.5 text-sm font-semibold ${product.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
              data-testid="product-state"
            >
              {product.isActive ? t('adminProducts.online') : t('adminProducts.offline')}
            </span>
          </div>
          <p className="mt-1 text-sm break-all text-slate-600">
            {t('adminProducts.address')}: {product.path.de} · {product.path.en}
            {product.isActive ? (
              <>
                {' · '}
                <Link to={product.path[locale]} className="underline">
                  {t('adminProducts.view')}
                </Link>
              </>
            ) : null}
          </p>
          {notice ? (
            <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {t(notice === 'created' ? 'adminProducts.created' : 'adminProducts.duplicated')}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <PartButton
              intent={product.isActive ? 'unpublish' : 'publish'}
              part=""
              label={product.isActive ? t('adminProducts.unpublish') : t('adminProducts.publish')}
            />
            <PartButton intent="duplicate" part="" label={t('adminProducts.duplicate')} />
          </div>
          <div className="mt-2">
            <FormMessage intent="publish" />
            <FormMessage intent="unpublish" />
            <FormMessage intent="duplicate" />
          </div>
          <SectionNav current={section} />
          {section === 'basics' ? (
            <>
              <ProductBasics product={product} />
              <ProductDelete count={product.orderCount} />
            </>
          ) : null}
          {section === 'categories' ? (
            <ProductCategories product={product} categories={categories} />
          ) : null}
          {section === 'options' ? <ProductOptions product={product} /> : null}
          {section === 'combinations' ? (
            <>
              <ProductGenerator product={product} />
              <ProductCombinations product={product} />
            </>
          ) : null}
          {section === 'prices' ? (
            <>
              <ProductDurations product={product} />
              <ProductTiers product={product} />
              <ProductPreview product={product} preview={preview} />
            </>
          ) : null}
          {section === 'services' ? <ProductServices product={product} /> : null}
          {section === 'media' ? (
            <>
              <ProductImages product={product} />
              <ProductDownloads product={product} />
            </>
          ) : null}
          {section === 'texts' ? <ProductTabs product={product} /> : null}
          {section === 'print' ? <ProductPrintLayout product={product} /> : null}
        </main>
      </EditorAnswerContext>
    </AdminFrame>
  )
}

/** The product's deletion: refused once an order names it (CONT-6). */
function ProductDelete({ count }: { count: number }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="delete-title"
      className="mt-6 rounded-lg border border-red-200 bg-white p-5"
    >
      <h2 id="delete-title" className="text-lg font-semibold text-red-900">
        {t('adminProducts.delete')}
      </h2>
      {count > 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t('adminProducts.orderedNote', { count })}</p>
      ) : (
        <Form method="post" className="mt-2 flex flex-col gap-2">
          <p className="text-sm text-slate-700">{t('adminProducts.deleteHint')}</p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="part" value="" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" required />
            {t('adminProducts.deleteConfirm')}
          </label>
          <FormMessage intent="delete" />
          <div>
            <button type="submit" className={`${buttonClass} border-red-300 text-red-800`}>
              {t('adminProducts.delete')}
            </button>
          </div>
        </Form>
      )}
    </section>
  )
}
