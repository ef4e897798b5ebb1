import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Field } from '#app/components/account/Field.tsx'
import { RichTextField } from '#app/components/admin/rich-text/RichTextField.tsx'
import {
  PAGE_BODY_MAX,
  PAGE_META_MAX,
  PAGE_SLUG_TYPED_MAX,
  PAGE_TITLE_MAX,
} from '#core/validation/admin-pages.ts'

/** The fields of a page as the form shows them (a failed save keeps what was typed). */
export interface PageFields {
  titleDe: string
  titleEn: string
  slugDe: string
  slugEn: string
  metaDescriptionDe: string
  metaDescriptionEn: string
  bodyDe: string
  bodyEn: string
}

/** What a failed save sent back (without JavaScript the page shows it again); empty: a new page. */
export function typedPage(values: Record<string, string> | undefined): PageFields {
  const typed = values ?? {}
  return {
    titleDe: typed.titleDe ?? '',
    titleEn: typed.titleEn ?? '',
    slugDe: typed.slugDe ?? '',
    slugEn: typed.slugEn ?? '',
    metaDescriptionDe: typed.metaDescriptionDe ?? '',
    metaDescriptionEn: typed.metaDescriptionEn ?? '',
    bodyDe: typed.bodyDe ?? '',
    bodyEn: typed.bodyEn ?? '',
  }
}

/** CONT-5: a page's form: `add` on the pages list, `save` on its edit screen. */
export function PageForm({
  intent,
  values,
  errors,
  submit,
}: {
  intent: 'add' | 'save'
  values: PageFields
  errors: Record<string, string | undefined>
  submit: string
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const line = (name: 'titleDe' | 'titleEn' | 'slugDe' | 'slugEn') => {
    const slug = name.startsWith('slug')
    return (
      <Field
        label={t(`adminContent.pages.${name}`)}
        error={errors[name]}
        required={!slug}
        hint={slug ? t('adminContent.pages.slugHint') : undefined}
      >
        {(props) => (
          <input
            {...props}
            name={name}
            defaultValue={values[name]}
            maxLength={slug ? PAGE_SLUG_TYPED_MAX : PAGE_TITLE_MAX}
            autoComplete="off"
          />
        )}
      </Field>
    )
  }
  const meta = (name: 'metaDescriptionDe' | 'metaDescriptionEn') => (
    <Field label={t(`adminContent.pages.${name}`)} error={errors[name]}>
      {(props) => (
        <textarea
          {...props}
          name={name}
          defaultValue={values[name]}
          rows={3}
          maxLength={PAGE_META_MAX}
        />
      )}
    </Field>
  )
  const body = (name: 'bodyDe' | 'bodyEn') => (
    <RichTextField
      name={name}
      label={t(`adminContent.pages.${name}`)}
      error={errors[name]}
      value={values[name]}
      rows={16}
      maxLength={PAGE_BODY_MAX}
      required
    />
  )
  return (
    <Form
      method="post"
      className="grid gap-3 md:grid-cols-2"
      data-testid={intent === 'save' ? 'page-form' : 'new-page-form'}
    >
      <input type="hidden" name="intent" value={intent} />
      {line('titleDe')}
      {line('titleEn')}
      {line('slugDe')}
      {line('slugEn')}
      {meta('metaDescriptionDe')}
      {meta('metaDescriptionEn')}
      <div className="md:col-span-2">{body('bodyDe')}</div>
      <div className="md:col-span-2">{body('bodyEn')}</div>
      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {submit}
        </button>
      </div>
    </Form>
  )
}
