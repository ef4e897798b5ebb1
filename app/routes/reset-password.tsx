import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { fieldErrors, resetPasswordSchema } from '#core/validation/customer.ts'
import { Field, focusFirstInvalid, SubmitButton } from '#app/components/account/Field.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { api, firstErrors, messagesOf } from '#app/lib/api.ts'
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
  { name: 'referrer', content: 'no-referrer' },
]

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const toast = useToast()
  const [values, setValues] = useState({
    email: loaderData.email,
    password: '',
    password_confirmation: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string>()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = resetPasswordSchema(locale).safeParse(values)
    if (!parsed.success) {
      setErrors(firstErrors(fieldErrors(parsed.error)))
      focusFirstInvalid(form)
      return
    }
    setBusy(true)
    const result = await api(
      `/user/auth/reset-password/${encodeURIComponent(loaderData.token)}`,
      locale,
      {
        method: 'POST',
        body: parsed.data,
      },
    )
    setBusy(false)
    if (!result.ok) {
      setErrors(firstErrors(result.errors))
      focusFirstInvalid(form)
      toast({ type: 'error', messages: messagesOf(result) })
      return
    }
    setDone(result.message)
  }

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
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
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
        <form
          method="post"
          noValidate
          onSubmit={submit}
          className="mt-6 flex flex-col gap-4"
          data-testid="reset-form"
        >
          <p className="text-slate-600">{t('account.resetLead')}</p>
          {input('email', 'email', 'email')}
          {input('password', 'password', 'new-password')}
          {input('password_confirmation', 'password', 'new-password')}
          <SubmitButton busy={busy} className="self-start">
            {t('account.resetSubmit')}
          </SubmitButton>
        </form>
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
