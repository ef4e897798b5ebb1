import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { pick } from '#core/i18n/locale.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { FormFailureData } from '#app/lib/forms.ts'
import type { CategoryAdminView } from '#core/content/categories.ts'
import { CategoryForm } from './CategoryForm.tsx'
import { CategoryThumbnail } from './CategoryThumbnail.tsx'

const button =
  'inline-flex h-9 items-center rounded-md border border-slate-400 px-3 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60'

/**
 * CONT-2: the tree as nested lists, each category with its own small forms (up, down, move to,
 * delete) so everything works without JavaScript; `editing` opens one category's form.
 */
export function CategoryTree({
  tree,
  editing,
  errors,
  moveErrors,
  values,
}: {
  tree: CategoryAdminView[]
  editing: number | null
  errors: Record<string, string>
  moveErrors?: FormFailureData
  values?: Record<string, string>
}) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const all = tree.flatMap((top) => [top, ...top.children])
  const titleOf = (id: number) => pick(all.find((item) => item.id === id)?.title, locale)

  const item = (category: CategoryAdminView, index: number, siblings: CategoryAdminView[]) => {
    const title = pick(category.title, locale)
    const moveError =
      moveErrors?.values.category === String(category.id) ? moveErrors.message : undefined
    const moveErrorId = `category-${category.id}-move-error`
    return (
      <li key={category.id} className="mt-2" data-testid="category-item">
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h3 className="font-semibold break-words text-slate-900" data-testid="category-title">
              {title}
            </h3>
            <span className="font-mono text-xs break-all text-slate-600">
              {category.path[locale]}
            </span>
            <span className="text-sm text-slate-600">
              {t('adminContent.categories.products', { count: category.productCount })}
            </span>
            {category.isActive ? null : (
              <span className="rounded bg-slate-200 px-2 text-xs text-slate-800">
                {t('adminContent.categories.inactive')}
              </span>
            )}
          </div>
          {editing === category.id ? (
            <>
              <CategoryForm intent="update" category={category} errors={errors} values={values} />
              <CategoryThumbnail category={category} error={errors.file} />
            </>
          ) : (
            <div className="mt-2 flex flex-wrap items-start gap-2">
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="category" value={category.id} />
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  disabled={busy || index === 0}
                  aria-label={t('adminContent.categories.upLabel', { title })}
                  className={button}
                >
                  {t('adminContent.categories.up')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  disabled={busy || index === siblings.length - 1}
                  aria-label={t('adminContent.categories.downLabel', { title })}
                  className={button}
                >
                  {t('adminContent.categories.down')}
                </button>
              </Form>
              {category.moveTargets.length > 0 ? (
                <Form method="post" className="flex flex-wrap items-start gap-2">
                  <input type="hidden" name="category" value={category.id} />
                  <div className="flex flex-col">
                    <select
                      name="parent"
                      aria-label={t('adminContent.categories.moveLabel', { title })}
                      aria-invalid={Boolean(moveError)}
                      aria-describedby={moveError ? moveErrorId : undefined}
                      className="h-9 max-w-[14rem] rounded-md border border-slate-400 bg-white px-2 text-sm"
                    >
                      {category.moveTargets.map((target) => (
                        <option key={target ?? 'top'} value={target ?? ''}>
                          {target === null ? t('adminContent.categories.top') : titleOf(target)}
                        </option>
                      ))}
                    </select>
                    {moveError ? (
                      <span id={moveErrorId} className="mt-1 text-sm text-red-700">
                        {moveError}
                      </span>
                    ) : null}
                  </div>
                  <button
                    type="submit"
                    name="intent"
                    value="move"
                    disabled={busy}
                    className={button}
                  >
                    {t('adminContent.categories.move')}
                  </button>
                </Form>
              ) : null}
              <Link
                to={`${href('/admin/categories')}?edit=${category.id}`}
                aria-label={t('adminContent.categories.editLabel', { title })}
                className={button}
              >
                {t('adminContent.categories.edit')}
              </Link>
              <Form method="post">
                <input type="hidden" name="category" value={category.id} />
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  disabled={busy}
                  aria-label={t('adminContent.categories.removeLabel', { title })}
                  className={button}
                >
                  {t('adminContent.categories.remove')}
                </button>
              </Form>
            </div>
          )}
        </div>
        {category.children.length > 0 ? (
          <ul className="ml-3 border-l-2 border-slate-200 pl-3 sm:ml-6 sm:pl-4">
            {category.children.map((child, at) => item(child, at, category.children))}
          </ul>
        ) : null}
      </li>
    )
  }

  return tree.length === 0 ? (
    <p className="mt-6 rounded-lg bg-white p-5 text-slate-700">
      {t('adminContent.categories.none')}
    </p>
  ) : (
    <ul
      className="mt-6"
      data-testid="category-tree"
      aria-label={t('adminContent.categories.title')}
    >
      {tree.map((top, at) => item(top, at, tree))}
    </ul>
  )
}
