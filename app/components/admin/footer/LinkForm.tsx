import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { type Localized, pick } from '#core/i18n/locale.ts'
import { FOOTER_TITLE_MAX } from '#core/validation/admin-footer.ts'
import { Field } from '#app/components/account/Field.tsx'
import { fieldMessages, type FormFailureData } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { FooterSectionAdmin } from '#core/content/footer.ts'

/**
 * CONT-7: a new link at the end of a section (`link-add`): a page with its own link text in both
 * languages (optional), or a top category. Only what the section does not link yet is offered.
 */
export function LinkForm({
  section,
  choices,
  failed,
}: {
  section: FooterSectionAdmin
  choices: { id: number; title: Localized; isActive?: boolean }[]
  failed?: FormFailureData
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const errors = fieldMessages(failed)
  const linked = new Set(section.links.map((link) => link.targetId))
  const open = choices.filter((choice) => !linked.has(choice.id))
  if (open.length === 0) return null
  const title = pick(section.title, locale)
  const alias = (name: 'aliasDe' | 'aliasEn') => (
    <Field label={t(`adminFooter.${name}`)} error={errors[name]} hint={t('adminFooter.aliasHint')}>
      {(props) => (
        <input
          {...props}
          name={name}
          defaultValue={failed?.values[name] ?? ''}
          maxLength={FOOTER_TITLE_MAX}
          autoComplete="off"
        />
      )}
    </Field>
  )
  return (
    <Form
      method="post"
      aria-label={t('adminFooter.addLinkTitle', { title })}
      className="mt-3 grid items-start gap-3 border-t border-slate-200 pt-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
      data-testid="footer-link-form"
    >
      <input type="hidden" name="intent" value="link-add" />
      <input type="hidden" name="section" value={section.id} />
      <Field
        label={t(section.type === 'page' ? 'adminFooter.page' : 'adminFooter.menu')}
        error={errors.target}
        required
      >
        {(props) => (
          <select {...props} name="target" defaultValue={failed?.values.target ?? ''}>
            {open.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {pick(choice.title, locale)}
                {choice.isActive === false ? ` (${t('adminFooter.hidden')})` : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      {section.type === 'page' ? (
        <>
          {alias('aliasDe')}
          {alias('aliasEn')}
        </>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-10 items-center justify-self-start rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60 sm:mt-6"
      >
        {t('adminFooter.addLink')}
      </button>
    </Form>
  )
}
