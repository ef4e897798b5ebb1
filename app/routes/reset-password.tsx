import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { Field, focusFirstInvalid, SubmitButton } from '#app/components/account/Field.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { failureMessages, fieldMessages, useFormFetcher } from '#app/lib/forms.ts'
import { formAction, formObject } from '#app/lib/forms.server.ts'
import { resetPasswordSchema } from '#core/validation/customer.ts'
import { parseBody } from '#core/validation/parse.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import type { Route } from './+types/reset-password'

/** The page the reset mail links to: /reset-password?token=...&email=... */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return {
    locale: localeFromPath(url.pathname),
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
  }
}

/** Personal pages are never cached by a browser or a CDN. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'account.resetTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
  // The token in the address never leaves the shop; 'no-referrer' would also blank the Origin of
  // the form's own post, which React Router then refuses before hydration.
  { name: 'referrer', content: 'same-origin' },
]

/** The new password: the same flow as `POST /user/auth/reset-password/{token}`. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const asker = getRequestInfo(context)
  return formAction(form, async () => ({
    ok: true as const,
    message: await getServices(context).authFlows.resetPassword(
      asker,
      token,
      parseBody(resetPasswordSchema, formObject(form), asker.locale),
    ),
  }))
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const toast = useToast()
  const fetcher = useFormFetcher((result) => {
    if (result.ok) return
    focusFirstInvalid(formRef.current)
    toast({ type: 'error', messages: failureMessages(result) })
  })
  const formRef = useRef<HTMLFormElement>(null)
  const answer = fetcher.data ?? actionData
  const errors = fieldMessages(answer)
  const done = answer?.ok ? answer.message : undefined

  const input = (
    name: 'email' | 'password' | 'password_confirmation',
    type: string,
    autoComplete: string,
  ) => (
    <Field label={t(`fields.${name}`)} error={errors[name]} required>
      {(props) => (
        <input
          {...props}
          type={type}
          name={name}
          autoComplete={autoComplete}
          defaultValue={
            name === 'email'
              ? (answer && !answer.ok && answer.values.email) || loaderData.email
              : ''
          }
        />
      )}
    </Field>
  )

  return (
    <main id="main" tabIndex={-1} className="container-shop max-w-xl py-10 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('account.resetTitle')}</h1>
      {!loaderData.token ? (
        <p className="mt-4 text-slate-700">{t('account.resetMissing')}</p>
      ) : done ? (
        <div className="mt-6 flex flex-col items-start gap-4" data-testid="reset-done">
          <p role="status" className="rounded-md bg-emerald-700 px-4 py-3 font-medium text-white">
            {done}
          </p>
          <Link
            to={href('/login')}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('account.toLogin')}
          </Link>
        </div>
      ) : (
        <fetcher.Form
          ref={formRef}
          method="post"
          noValidate
          className="mt-6 flex flex-col gap-4"
          data-testid="reset-form"
        >
          <input type="hidden" name="intent" value="reset" />
          <p className="text-slate-600">{t('account.resetLead')}</p>
          {input('email', 'email', 'email')}
          {input('password', 'password', 'new-password')}
          {input('password_confirmation', 'password', 'new-password')}
          <SubmitButton busy={fetcher.busy} className="self-start">
            {t('account.resetSubmit')}
          </SubmitButton>
        </fetcher.Form>
      )}
      {errors.token ? (
        <p className="mt-4">
          <Link to={href('/login')} className="font-semibold text-brand-700 hover:underline">
            {t('account.toLogin')}
          </Link>
        </p>
      ) : null}
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
