import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { forgetBrowserCart, prepareCartForm } from '#app/lib/cart.tsx'
import { useConsent } from '#app/lib/consent.tsx'
import { pushEvent } from '#app/lib/data-layer.ts'
import {
  failureMessages,
  type FormAnswer,
  fieldMessages,
  SCRIPTED_FIELD,
  useFormFetcher,
} from '#app/lib/forms.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { Field, focusFirstInvalid, SubmitButton } from './Field.tsx'

export type AuthAnswer = FormAnswer<{ problems: string[]; registered?: boolean }>

/**
 * VAL-2, ERR-3: e-mail and password, posted to the login page's action (intent 'login'); a failure
 * marks both fields and joins its messages into one error toast. Without JavaScript the action
 * goes on to `next`.
 */
export function LoginForm({
  action,
  next,
  answer,
  onSuccess,
  forgot,
}: {
  /** The login page's address in the page's language. */
  action: string
  next: string
  /** The answer of a post made before hydration (the login page's action data). */
  answer?: AuthAnswer
  onSuccess: () => void
  /** The forgot-password switch: a link to `?tab=forgot` that scripts turn into a tab change. */
  forgot: React.ReactNode
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const { consent } = useConsent()
  const form = useRef<HTMLFormElement>(null)
  const fetcher = useFormFetcher<{ problems: string[] }>((result) => {
    if (!result.ok) {
      toast({ type: 'error', messages: failureMessages(result) })
      focusFirstInvalid(form.current)
      return
    }
    // CONSENT-5: the login event reaches analytics only with statistics consent.
    pushEvent(consent, 'login', { method: 'password' })
    forgetBrowserCart()
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
    if (result.problems.length > 0) toast({ type: 'error', messages: result.problems })
    onSuccess()
  })
  const shown = fetcher.data ?? answer
  const errors = fieldMessages(shown)
  const typed = shown && !shown.ok ? shown.values : {}

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      noValidate
      // The guest cart goes along into the customer's cart (CART-5).
      onSubmit={(event) => prepareCartForm(event.currentTarget)}
      className="flex flex-col gap-4"
      data-testid="login-form"
    >
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name={SCRIPTED_FIELD} defaultValue="" />
      <input type="hidden" name="guest_cart" defaultValue="" />
      <input type="hidden" name="cart_target" defaultValue="" />
      <p className="text-sm text-slate-600">{t('account.loginLead')}</p>
      <Field label={t('fields.email')} error={errors.email} required>
        {(props) => (
          <input
            {...props}
            type="email"
            name="email"
            autoComplete="email"
            defaultValue={typed.email ?? ''}
          />
        )}
      </Field>
      <Field label={t('fields.password')} error={errors.password} required>
        {(props) => (
          <input {...props} type="password" name="password" autoComplete="current-password" />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton busy={fetcher.busy}>{t('account.loginSubmit')}</SubmitButton>
        {forgot}
      </div>
    </fetcher.Form>
  )
}
