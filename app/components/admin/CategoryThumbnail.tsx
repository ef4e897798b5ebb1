import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { pick } from '#core/i18n/locale.ts'
import { Field } from '#app/components/account/Field.tsx'
import { Thumbnail } from '#app/components/ui/Thumbnail.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import type { CategoryAdminView } from '#core/content/categories.ts'

/** CONT-2: a category's thumbnail — the current one, a new upload, or none. */
export function CategoryThumbnail({
  category,
  error,
}: {
  category: CategoryAdminView
  error?: string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const title = pick(category.title, locale)
  const button =
    'rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60'
  return (
    <div className="mt-4 border-t border-slate-200 pt-3" data-testid="category-thumbnail">
      <h4 className="text-sm font-semibold text-slate-800">
        {t('adminContent.categories.thumbnail')}
      </h4>
      <div className="mt-2 flex flex-wrap items-end gap-4">
        <div className="w-40">
          <Thumbnail
            image={category.thumbnail}
            alt={t('adminContent.categories.thumbnailOf', { title })}
            sizes="160px"
            width={160}
          />
        </div>
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2">
          <input type="hidden" name="category" value={category.id} />
          <input type="hidden" name="intent" value="thumbnail" />
          <Field
            label={t('adminContent.categories.thumbnailFile')}
            hint={t('adminContent.categories.thumbnailHint')}
            error={error}
            required
          >
            {(props) => <input {...props} type="file" name="file" accept="image/*" />}
          </Field>
          <div>
            <button type="submit" disabled={busy} className={button}>
              {t('adminContent.categories.thumbnailUpload')}
            </button>
          </div>
        </Form>
        {category.thumbnail ? (
          <Form method="post">
            <input type="hidden" name="category" value={category.id} />
            <button
              type="submit"
              name="intent"
              value="thumbnail-remove"
              disabled={busy}
              className={button}
            >
              {t('adminContent.categories.thumbnailRemove')}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  )
}
