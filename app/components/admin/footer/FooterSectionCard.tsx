import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { type Localized, pick } from '#core/i18n/locale.ts'
import type { FormFailureData } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { FooterSectionAdmin } from '#core/content/footer.ts'
import { LinkForm } from './LinkForm.tsx'
import { SectionForm } from './SectionForm.tsx'

// Narrow on a phone, so a link's three buttons fit one row at 390 px.
const button =
  'inline-flex h-9 items-center rounded-md border border-slate-400 px-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60 sm:px-3'

/**
 * CONT-7: one footer section with its own small forms — up, down, delete, its titles, each link's
 * up, down and remove, and a new link — so everything works without JavaScript.
 */
export function FooterSectionCard({
  section,
  first,
  last,
  choices,
  renameFailed,
  linkFailed,
  generation,
}: {
  section: FooterSectionAdmin
  first: boolean
  last: boolean
  choices: { id: number; title: Localized; isActive?: boolean }[]
  renameFailed?: FormFailureData
  linkFailed?: FormFailureData
  /** Changes after each saved change, so the forms start from the stored values again. */
  generation: string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const title = pick(section.title, locale)
  const headingId = `footer-section-${section.id}`
  return (
    <li data-testid="footer-section">
      <section aria-labelledby={headingId} className="rounded-lg bg-white p-3 sm:p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-600">
              {t('adminFooter.type')}:{' '}
              {t(section.type === 'page' ? 'adminFooter.typePage' : 'adminFooter.typeMenu')}
            </p>
          </div>
          <Form method="post" className="flex flex-wrap gap-1.5 sm:gap-2">
            <input type="hidden" name="section" value={section.id} />
            <button
              type="submit"
              name="intent"
              value="section-up"
              disabled={busy || first}
              aria-label={t('adminFooter.sectionUpLabel', { title })}
              className={button}
            >
              {t('adminFooter.up')}
            </button>
            <button
              type="submit"
              name="intent"
              value="section-down"
              disabled={busy || last}
              aria-label={t('adminFooter.sectionDownLabel', { title })}
              className={button}
            >
              {t('adminFooter.down')}
            </button>
            <button
              type="submit"
              name="intent"
              value="section-delete"
              disabled={busy}
              aria-label={t('adminFooter.removeSectionLabel', { title })}
              className={`${button} border-red-700 text-red-800 hover:bg-red-50`}
            >
              {t('adminFooter.removeSection')}
            </button>
          </Form>
        </div>
        <div className="mt-3">
          <SectionForm
            key={renameFailed ? 'typed' : `${generation}:${JSON.stringify(section.title)}`}
            section={section}
            failed={renameFailed}
          />
        </div>
        <h3 className="mt-4 text-sm font-semibold text-slate-800">
          {t('adminFooter.links', { title })}
        </h3>
        {section.links.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('adminFooter.noLinks')}</p>
        ) : (
          <ol className="mt-1 divide-y divide-slate-100" data-testid="footer-links">
            {section.links.map((link, index) => {
              const text = pick(link.alias ?? link.title, locale)
              return (
                <li
                  key={link.targetId}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                  data-testid="footer-link"
                >
                  <span className="min-w-0 break-words text-slate-900">
                    {text}
                    {link.alias ? (
                      <span className="ml-2 text-xs text-slate-600">
                        ({pick(link.title, locale)})
                      </span>
                    ) : null}
                    {link.isActive ? null : (
                      <span className="ml-2 rounded bg-slate-200 px-2 text-xs text-slate-800">
                        {t('adminFooter.hidden')}
                      </span>
                    )}
                  </span>
                  <Form method="post" className="flex flex-wrap gap-1.5 sm:gap-2">
                    <input type="hidden" name="section" value={section.id} />
                    <input type="hidden" name="target" value={link.targetId} />
                    <button
                      type="submit"
                      name="intent"
                      value="link-up"
                      disabled={busy || index === 0}
                      aria-label={t('adminFooter.linkUpLabel', { title: text })}
                      className={button}
                    >
                      {t('adminFooter.up')}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="link-down"
                      disabled={busy || index === section.links.length - 1}
                      aria-label={t('adminFooter.linkDownLabel', { title: text })}
                      className={button}
                    >
                      {t('adminFooter.down')}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="link-delete"
                      disabled={busy}
                      aria-label={t('adminFooter.removeLinkLabel', { title: text })}
                      className={button}
                    >
                      {t('adminFooter.removeLink')}
                    </button>
                  </Form>
                </li>
              )
            })}
          </ol>
        )}
        <LinkForm
          key={linkFailed ? 'typed' : `${generation}:${section.links.length}`}
          section={section}
          choices={choices}
          failed={linkFailed}
        />
      </section>
    </li>
  )
}
