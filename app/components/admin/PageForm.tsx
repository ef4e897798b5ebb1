import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Field } from '#app/components/account/Field.tsx'
import { PAGE_BODY_MAX, PAGE_META_MAX, PAGE_TITLE_MAX } from '#core/validation/admin-pages.ts'

/** The fields of a page as the form shows them (a failed save keeps what was typed). */
export interface PageFields {
  titleDe: string
  titleEn: string
  metaDescriptionDe: string
  metaDescriptionEn: string
  bodyDe: string
  bodyEn: string
}

/** What a failed save sent back (without JavaScript the page shows it again). */
export function typedPage(values: Record<string, string> | undefined): PageFields {
  const typed = values ?? {}
  return {
    titleDe: typed.titleDe ?? '',
    titleEn: typed.titleEn ?? '',
    metaDescriptionDe: typed.metaDescriptionDe ?? '',
    metaDescriptionEn: typed.metaDescriptionEn ?? '',
    bodyDe: typed.bodyDe ?? '',
    bodyEn: typed.bodyEn ?? '',
  }
}

/** CONT-5: the form of a page's edit screen; posts `intent=save`. */
export function PageForm({
  values,
  errors,
}: {
  values: PageFields
  errors: Record<string, string | undefined>
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const line = (name: 'titleDe' | 'titleEn', max: number) => (
    <Field label={t(`adminContent.pages.${name}`)} error={errors[name]} required>
      {(props) => <input {...props} name={name} defaultValue={values[name]} maxLength={max} />}
    </Field>
  )
  const area = (
    name: 'metaDescriptionDe' | 'metaDescriptionEn' | 'bodyDe' | 'bodyEn',
    rows: number,
    max: number,
    required: boolean,
  ) => (
    <Field label={t(`adminContent.pages.${name}`)} error={errors[name]} required={required}>
      {(props) => (
        <textarea
          {...props}
          name={name}
          defaultValue={values[name]}
          rows={rows}
          maxLength={max}
          className={`${props.className ?? ''} ${required ? 'font-mono text-sm' : ''}`}
        />
      )}
    </Field>
  )
  return (
    <Form method="post" className="grid gap-3 md:grid-cols-2" data-testid="page-form">
      <input type="hidden" name="intent" value="save" />
      {line('titleDe', PAGE_TITLE_MAX)}
      {line('titleEn', PAGE_TITLE_MAX)}
      {area('metaDescriptionDe', 3, PAGE_META_MAX, false)}
      {area('metaDescriptionEn', 3, PAGE_META_MAX, false)}
      {area('bodyDe', 16, PAGE_BODY_MAX, true)}
      {area('bodyEn', 16, PAGE_BODY_MAX, true)}
      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('adminContent.pages.save')}
        </button>
      </div>
    </Form>
  )
}
