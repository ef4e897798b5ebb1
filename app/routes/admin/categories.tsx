import { useTranslation } from 'react-i18next'
import { localeFromPath, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { CategoryForm } from '#app/components/admin/CategoryForm.tsx'
import { CategoryTree } from '#app/components/admin/CategoryTree.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, parseForm } from '#app/lib/forms.server.ts'
import { categoryForm } from '#core/validation/intents.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Route } from './+types/categories'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/** CONT-2: the category tree — create, edit, reorder, move and delete categories. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const url = new URL(request.url)
  const editing = Number(url.searchParams.get('edit'))
  return {
    locale: localeFromPath(url.pathname),
    member: session.member,
    tree: await getServices(context).categoriesAdmin.tree(),
    editing: Number.isSafeInteger(editing) && editing > 0 ? editing : null,
  }
}

/** CONT-2: create | update | up | down | thumbnail | thumbnail-remove | move | delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const admin = getServices(context).categoriesAdmin
  return formAction(form, async () => {
    const input = parseForm(form, categoryForm, locale)
    const done = (key: Parameters<typeof translate>[1], title: { de: string; en: string }) => ({
      ok: true as const,
      intent: input.intent,
      message: translate(locale, key, { title: pick(title, locale) }),
    })
    switch (input.intent) {
      case 'create':
      case 'update': {
        const fields = {
          title: { de: input.titleDe, en: input.titleEn },
          slug: { de: input.slugDe, en: input.slugEn },
          description: { de: input.descriptionDe, en: input.descriptionEn },
          isActive: input.active,
        }
        if (input.intent === 'create') {
          const saved = await admin.create(
            session.member,
            { ...fields, parentId: input.parent },
            locale,
          )
          return done('adminContent.categories.created', saved.title)
        }
        const saved = await admin.update(session.member, input.category, fields, locale)
        const answer = done('adminContent.categories.updated', saved.title)
        if (!saved.redirects) return answer
        const more = translate(locale, 'adminContent.categories.redirected', {
          count: saved.redirects,
        })
        return { ...answer, message: `${answer.message} ${more}` }
      }
      case 'up':
      case 'down': {
        const saved = await admin.shift(session.member, input.category, input.intent, locale)
        return done('adminContent.categories.moved', saved.title)
      }
      case 'thumbnail':
      case 'thumbnail-remove': {
        const file = form.get('file')
        const bytes =
          file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null
        if (input.intent === 'thumbnail' && !bytes) {
          const message = translate(locale, 'adminProducts.imageType')
          throw new AppError('invalid', message, { file: [message] })
        }
        const saved = await admin.setThumbnail(session.member, input.category, bytes, locale)
        return done('adminContent.categories.updated', saved.title)
      }
      case 'move': {
        const saved = await admin.move(session.member, input.category, input.parent, locale)
        return done('adminContent.categories.moved', saved.title)
      }
      case 'delete': {
        const removed = await admin.remove(session.member, input.category, locale)
        return done('adminContent.categories.removed', removed.title)
      }
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminContent.categories.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { member, tree } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const errorsOf = (intent: string) =>
    failed?.intent === intent || (intent === 'update' && failed?.intent === 'thumbnail')
      ? fieldMessages(failed)
      : {}
  // After a saved edit the tree reads again; a failed one stays open with its messages.
  const saved = actionData && !isFailure(actionData) ? actionData.intent : null
  const editing = saved === 'update' ? null : loaderData.editing
  // After a thumbnail's upload the category's form stays open with the new image.
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminContent.categories.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminContent.categories.lead')}</p>
        {actionData ? (
          <AnswerBanner failed={failed} message={actionData.message} testId="categories-answer" />
        ) : null}
        <section aria-labelledby="category-add-title" className="mt-4 rounded-lg bg-white p-5">
          <h2 id="category-add-title" className="font-semibold text-slate-900">
            {t('adminContent.categories.addTitle')}
          </h2>
          <CategoryForm
            key={saved === 'create' ? actionData?.message : 'create'}
            intent="create"
            parents={tree}
            errors={errorsOf('create')}
            values={failed?.intent === 'create' ? failed.values : undefined}
          />
        </section>
        <CategoryTree
          tree={tree}
          editing={editing}
          errors={errorsOf('update')}
          moveErrors={failed && failed.intent === 'move' ? failed : undefined}
          values={failed?.intent === 'update' ? failed.values : undefined}
        />
      </main>
    </AdminFrame>
  )
}
