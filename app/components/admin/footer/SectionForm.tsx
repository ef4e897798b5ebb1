import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { pick } from '#core/i18n/locale.ts'
import { FOOTER_TITLE_MAX } from '#core/validation/admin-footer.ts'
import { Field } from '#app/components/account/Field.tsx'
import { fieldMessages, type FormFailureData } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { FooterSectionAdmin } from '#core/content/footer.ts'

const button =
  'inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60'

/**
 * CONT-7: a section's titles in both languages — a new section (`section-add`, with its type)
 * or a section's new titles (`section-rename`). A refusal shows its messages and what was typed.
 */
export function SectionForm({
  section,
  failed,
}: {
  section?: FooterSectionAdmin
  failed?: FormFailureData
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const errors = fieldMessages(failed)
  const value = (name: string, stored = '') => failed?.values[name] ?? stored
  const title = (name: 'titleDe' | 'titleEn') => (
    <Field
      label={t(name === 'titleDe' ? 'adminFooter.sectionTitleDe' : 'adminFooter.sectionTitleEn')}
      error={errors[name]}
      required
    >
      {(props) => (
        <input
          {...props}
          name={name}
          defaultValue={value(name, section?.title[name === 'titleDe' ? 'de' : 'en'])}
          maxLength={FOOTER_TITLE_MAX}
          autoComplete="off"
        />
      )}
    </Field>
  )
  return (
    <Form
      method="post"
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto]"
      aria-label={
        section
          ? t('adminFooter.renameLabel', { title: pick(section.title, locale) })
          : t('adminFooter.addSectionTitle')
      }
      data-testid={section ? 'footer-rename-form' : 'footer-section-form'}
    >
      <input type="hidden" name="intent" value={section ? 'section-rename' : 'section-add'} />
      {section ? <input type="hidden" name="section" value={section.id} /> : null}
      {title('titleDe')}
      {title('titleEn')}
      {section ? null : (
        <Field label={t('adminFooter.type')} error={errors.type} required>
          {(props) => (
            <select {...props} name="type" defaultValue={value('type', 'page')}>
              <option value="page">{t('adminFooter.typePage')}</option>
              <option value="menu">{t('adminFooter.typeMenu')}</option>
            </select>
          )}
        </Field>
      )}
      <button type="submit" disabled={busy} className={button}>
        {section ? t('adminFooter.rename') : t('adminFooter.addSection')}
      </button>
    </Form>
  )
}
