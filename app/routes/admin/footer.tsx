import { useTranslation } from 'react-i18next'

import { localeFromPath, type Localized, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { FooterSectionCard } from '#app/components/admin/footer/FooterSectionCard.tsx'
import { SectionForm } from '#app/components/admin/footer/SectionForm.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { isFailure } from '#app/lib/forms.ts'
import { formAction, parseForm } from '#app/lib/forms.server.ts'
import { footerForm } from '#core/validation/intents.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/footer'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/** CONT-7: the footer's sections and their links, each change its own small form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  return {
    locale: localeFromPath(new URL(request.url).pathname),
    member: session.member,
    footer: await getServices(context).footerAdmin.overview(),
  }
}

const SECTION_SHIFTS = { 'section-up': 'up', 'section-down': 'down' } as const
const LINK_SHIFTS = { 'link-up': 'up', 'link-down': 'down' } as const

/**
 * CONT-8: section-add | section-rename | section-up | section-down | section-delete | link-add |
 * link-up | link-down | link-delete; `section` and `target` name the records meant.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const admin = getServices(context).footerAdmin
  const member = session.member
  return formAction(form, async () => {
    const input = parseForm(form, footerForm, locale)
    const done = (key: Parameters<typeof translate>[1], title: Localized) => ({
      ok: true as const,
      intent: input.intent,
      message: translate(locale, key, { title: pick(title, locale) }),
    })
    switch (input.intent) {
      case 'section-add':
        return done(
          'adminFooter.sectionCreated',
          (await admin.addSection(member, input, locale)).title,
        )
      case 'section-rename': {
        const saved = await admin.renameSection(member, input.section, input, locale)
        return done('adminFooter.sectionRenamed', saved.title)
      }
      case 'section-up':
      case 'section-down': {
        const shift = SECTION_SHIFTS[input.intent]
        const moved = await admin.shiftSection(member, input.section, shift, locale)
        return done('adminFooter.sectionMoved', moved.title)
      }
      case 'section-delete': {
        const removed = await admin.removeSection(member, input.section, locale)
        return done('adminFooter.sectionRemoved', removed.title)
      }
      case 'link-add': {
        const added = await admin.addLink(member, input.section, input, locale)
        return done('adminFooter.linkAdded', added.title)
      }
      case 'link-up':
      case 'link-down': {
        const shift = LINK_SHIFTS[input.intent]
        const moved = await admin.shiftLink(member, input.section, input.target, shift, locale)
        return done('adminFooter.linkMoved', moved.title)
      }
      case 'link-delete': {
        const removed = await admin.removeLink(member, input.section, input.target, locale)
        return done('adminFooter.linkRemoved', removed.title)
      }
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminFooter.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminFooter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { member, footer } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  // A failed form shows its messages and what was typed; the others start afresh.
  const failedFor = (intent: string, section?: number) =>
    failed?.intent === intent &&
    (section === undefined || failed.values.section === String(section))
      ? failed
      : undefined
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminFooter.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminFooter.lead')}</p>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminFooter.legalNote')}</p>
        {actionData ? (
          <AnswerBanner failed={failed} message={actionData.message} testId="footer-answer" />
        ) : null}
        {footer.sections.length === 0 ? (
          <p className="mt-4 rounded-lg bg-white p-5 text-slate-700">{t('adminFooter.none')}</p>
        ) : (
          <ol className="mt-4 flex flex-col gap-4" data-testid="footer-sections">
            {footer.sections.map((section, index) => (
              <FooterSectionCard
                key={section.id}
                section={section}
                first={index === 0}
                last={index === footer.sections.length - 1}
                choices={section.type === 'page' ? footer.pages : footer.menus}
                renameFailed={failedFor('section-rename', section.id)}
                linkFailed={failedFor('link-add', section.id)}
                // A saved form starts from the stored values again.
                generation={actionData && !failed ? actionData.message : ''}
              />
            ))}
          </ol>
        )}
        <section aria-labelledby="footer-add-title" className="mt-6 rounded-lg bg-white p-5">
          <h2 id="footer-add-title" className="mb-3 font-semibold text-slate-900">
            {t('adminFooter.addSectionTitle')}
          </h2>
          <SectionForm
            key={
              actionData && !failed && actionData.intent === 'section-add'
                ? actionData.message
                : 'add'
            }
            failed={failedFor('section-add')}
          />
        </section>
      </main>
    </AdminFrame>
  )
}
