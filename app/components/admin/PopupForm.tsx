import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Field } from '#app/components/account/Field.tsx'
import { RichTextField } from '#app/components/admin/rich-text/RichTextField.tsx'
import { POPUP_CONTENT_MAX, POPUP_TITLE_MAX } from '#core/validation/admin-popups.ts'

/** The fields of a popup as the form shows them (a failed save keeps what was typed). */
export interface PopupFields {
  titleDe: string
  titleEn: string
  contentDe: string
  contentEn: string
  firstDay: string
  lastDay: string
  isActive: boolean
}

export const emptyPopup: PopupFields = {
  titleDe: '',
  titleEn: '',
  contentDe: '',
  contentEn: '',
  firstDay: '',
  lastDay: '',
  isActive: false,
}

/** What a failed save sent back (without JavaScript the page shows it again). */
export function typedPopup(values: Record<string, string> | undefined): PopupFields {
  const typed = values ?? {}
  return {
    titleDe: typed.titleDe ?? '',
    titleEn: typed.titleEn ?? '',
    contentDe: typed.contentDe ?? '',
    contentEn: typed.contentEn ?? '',
    firstDay: typed.firstDay ?? '',
    lastDay: typed.lastDay ?? '',
    isActive: typed.isActive === 'on',
  }
}

/** CONT-3: the popup form of the new and the edit page; posts `intent` to the page's action. */
export function PopupForm({
  intent,
  values,
  errors,
  submit,
}: {
  intent: 'add' | 'save'
  values: PopupFields
  errors: Record<string, string | undefined>
  submit: string
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const text = (name: 'titleDe' | 'titleEn') => (
    <Field label={t(`adminContent.popups.${name}`)} error={errors[name]} required>
      {(props) => (
        <input {...props} name={name} defaultValue={values[name]} maxLength={POPUP_TITLE_MAX} />
      )}
    </Field>
  )
  // Decision 0036: the popup's text is written in the back office's rich-text editor, like a
  // page's (placeholders for the settings included, CONT-9); a textarea without JavaScript.
  const html = (name: 'contentDe' | 'contentEn') => (
    <RichTextField
      name={name}
      label={t(`adminContent.popups.${name}`)}
      error={errors[name]}
      value={values[name]}
      rows={6}
      maxLength={POPUP_CONTENT_MAX}
      required
    />
  )
  const day = (name: 'firstDay' | 'lastDay') => (
    <Field label={t(`adminContent.popups.${name}`)} error={errors[name]}>
      {(props) => <input {...props} name={name} type="date" defaultValue={values[name]} />}
    </Field>
  )
  return (
    <Form method="post" className="grid gap-3 md:grid-cols-2" data-testid="popup-form">
      <input type="hidden" name="intent" value={intent} />
      {text('titleDe')}
      {text('titleEn')}
      {html('contentDe')}
      {html('contentEn')}
      {day('firstDay')}
      {day('lastDay')}
      <label className="flex items-center gap-2 text-sm md:col-span-2">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={values.isActive}
          className="size-4"
        />
        {t('adminContent.popups.isActive')}
      </label>
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
