import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { pick } from '#core/i18n/locale.ts'
import { Field } from '#app/components/account/Field.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import type { CategoryAdminView } from '#core/content/categories.ts'

/**
 * CONT-2: a category's titles, slugs, description and visibility; `create` also asks for the
 * parent (a top category, or none). Field messages come in the member's language.
 */
export function CategoryForm({
  intent,
  category,
  parents = [],
  errors,
  values,
}: {
  intent: 'create' | 'update'
  category?: CategoryAdminView
  parents?: CategoryAdminView[]
  errors: Record<string, string>
  /** What was typed, when the page renders again after a refusal. */
  values?: Record<string, string>
}) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const value = (name: string, stored = '') => values?.[name] ?? stored
  const text = (name: 'titleDe' | 'titleEn' | 'slugDe' | 'slugEn', stored: string) => (
    <Field
      label={t(`adminContent.categories.${name}`)}
      error={errors[name]}
      required={name.startsWith('title')}
      hint={name.startsWith('slug') ? t('adminContent.categories.slugHint') : undefined}
    >
      {(props) => (
        <input
          {...props}
          name={name}
          defaultValue={value(name, stored)}
          maxLength={80}
          autoComplete="off"
        />
      )}
    </Field>
  )
  const description = (name: 'descriptionDe' | 'descriptionEn', stored: string) => (
    <Field label={t(`adminContent.categories.${name}`)} error={errors[name]}>
      {(props) => (
        <textarea
          {...props}
          name={name}
          rows={2}
          defaultValue={value(name, stored)}
          maxLength={1000}
        />
      )}
    </Field>
  )
  const active = values ? values.active === 'on' : (category?.isActive ?? true)
  return (
    <Form
      method="post"
      className="mt-3 grid gap-3 sm:grid-cols-2"
      data-testid={intent === 'create' ? 'category-add' : 'category-edit'}
    >
      <input type="hidden" name="intent" value={intent} />
      {category ? <input type="hidden" name="category" value={category.id} /> : null}
      {intent === 'create' ? (
        <div className="sm:col-span-2">
          <Field label={t('adminContent.categories.parent')} error={errors.parent} required>
            {(props) => (
              <select {...props} name="parent" defaultValue={value('parent')}>
                <option value="">{t('adminContent.categories.top')}</option>
                {parents.map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {pick(parent.title, locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
      {text('titleDe', category?.title.de ?? '')}
      {text('titleEn', category?.title.en ?? '')}
      {text('slugDe', category?.slug.de ?? '')}
      {text('slugEn', category?.slug.en ?? '')}
      {description('descriptionDe', category?.description.de ?? '')}
      {description('descriptionEn', category?.description.en ?? '')}
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-2">
        <input type="checkbox" name="active" defaultChecked={active} className="size-4" />
        {t('adminContent.categories.active')}
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {intent === 'create'
            ? t('adminContent.categories.add')
            : t('adminContent.categories.save')}
        </button>
        {intent === 'update' ? (
          <Link
            to={href('/admin/categories')}
            className="inline-flex h-10 items-center px-2 text-sm underline"
          >
            {t('adminContent.categories.cancel')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
