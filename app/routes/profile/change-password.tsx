import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { translate } from '#core/i18n/translate.ts'
import { passwordChangeSchema } from '#core/validation/customer.ts'
import { parseBody } from '#core/validation/parse.ts'
import { Field, focusFirstInvalid, SubmitButton } from '#app/components/account/Field.tsx'
import { FormOutcome } from '#app/components/ui/FormOutcome.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { failureMessages, fieldMessages, useFormFetcher } from '#app/lib/forms.ts'
import { formAction, formObject } from '#app/lib/forms.server.ts'
import { requireSession } from '#app/lib/session.server.ts'
import type { Route } from './+types/change-password'

/** The same schema and service as `PATCH /user/dashboard/profile/password/update`. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context)
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  return formAction(form, async () => {
    const input = parseBody(passwordChangeSchema, formObject(form), locale)
    await getServices(context).profile.changePassword(
      session.customer.id,
      session.tokenId,
      input,
      locale,
    )
    return { ok: true as const, message: translate(locale, 'auth.passwordUpdated') }
  })
}

const fields = ['current_password', 'password', 'password_confirmation'] as const

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFormFetcher((result) => {
    if (!result.ok) {
      focusFirstInvalid(formRef.current)
      toast({ type: 'error', messages: failureMessages(result) })
      return
    }
    formRef.current?.reset()
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
  })
  const errors = fieldMessages(fetcher.data ?? actionData)

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      className="flex max-w-md flex-col gap-4"
      data-testid="password-form"
    >
      <input type="hidden" name="intent" value="password" />
      <h2 className="text-2xl font-bold text-slate-900">{t('account.menuPassword')}</h2>
      <p className="text-slate-600">{t('account.passwordLead')}</p>
      {fields.map((name) => (
        <Field key={name} label={t(`fields.${name}`)} error={errors[name]} required>
          {(props) => (
            <input
              {...props}
              type="password"
              name={name}
              autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
            />
          )}
        </Field>
      ))}
      <FormOutcome answer={fetcher.data ? undefined : actionData} />
      <SubmitButton busy={fetcher.busy} className="self-start">
        {t('account.save')}
      </SubmitButton>
    </fetcher.Form>
  )
}
