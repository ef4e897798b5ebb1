import { useTranslation } from 'react-i18next'
import { data, Form, redirect, useNavigation } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { clearedStaffCookieHeader, staffCookieHeader } from '#core/http/cookies.ts'
import { Field } from '#app/components/account/Field.tsx'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, formObject } from '#app/lib/forms.server.ts'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { afterLogin, getStaffSession, staffToken } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/login'

/**
 * The back office's login in its stages (STAFF-2, STAFF-3): the password; then the code of the
 * authenticator, or for an owner without one its setup (QR code and key). One address, whose
 * stage follows from the session; every stage is a plain form that works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const session = await getStaffSession(request, context)
  const next = url.searchParams.get('next')
  if (session?.access === 'full') throw redirect(afterLogin(next, locale))
  if (session?.access === 'setup') {
    const { staff } = getServices(context)
    const setup =
      (await staff.pendingTotp(session.member.id)) ??
      (await staff.beginTotpSetup(session.member.id))
    return {
      locale,
      next,
      stage: 'setup' as const,
      email: session.member.email,
      setup: { secret: setup.secret, qrSvg: setup.qrSvg },
    }
  }
  return {
    locale,
    next,
    stage: session ? ('code' as const) : ('password' as const),
    email: session?.member.email ?? null,
    setup: null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staffFlows, staff, config } = getServices(context)
  const { ip, locale } = getRequestInfo(context)
  const form = await request.formData()
  const next = new URL(request.url).searchParams.get('next')
  const here = `${localizePath('/admin/login', locale)}${next ? `?next=${encodeURIComponent(next)}` : ''}`
  return formAction(form, async () => {
    const asker = { ip, locale }
    switch (form.get('intent')) {
      case 'login': {
        const { token, session } = await staffFlows.logIn(asker, formObject(form))
        const headers = {
          'Set-Cookie': staffCookieHeader(token, config.publicUrl.startsWith('https:')),
        }
        throw redirect(session.access === 'full' ? afterLogin(next, locale) : here, { headers })
      }
      case 'code':
      case 'setup': {
        const session = await getStaffSession(request, context)
        if (!session) throw redirect(here)
        if (form.get('intent') === 'code')
          await staffFlows.secondFactor(session, asker, formObject(form))
        else await staffFlows.confirmSetup(session, asker, formObject(form))
        throw redirect(afterLogin(next, locale))
      }
      case 'cancel': {
        await staff.logOut(staffToken(request))
        throw redirect(here, { headers: { 'Set-Cookie': clearedStaffCookieHeader() } })
      }
      default:
        throw data(null, { status: 400 })
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.auth.loginTitle')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const errors = fieldMessages(actionData)
  const typed = isFailure(actionData) ? actionData.values : {}
  const { stage, setup, email } = loaderData
  const title =
    stage === 'password'
      ? t('admin.auth.loginTitle')
      : stage === 'code'
        ? t('admin.auth.secondFactorTitle')
        : t('admin.auth.setupTitle')

  const codeField = (
    <Field label={t('admin.auth.code')} error={errors.code} required>
      {(props) => (
        <input
          {...props}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={8}
          className={`${props.className} max-w-40 text-lg tracking-widest`}
          data-testid="admin-code"
        />
      )}
    </Field>
  )

  return (
    <AdminFrame>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-10 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {isFailure(actionData) && !errors.code && !errors.email ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {actionData.message}
          </p>
        ) : null}
        {stage === 'password' ? (
          <Form method="post" className="mt-6 flex flex-col gap-4" data-testid="admin-login-form">
            <p className="text-sm text-slate-600">{t('admin.auth.loginLead')}</p>
            <input type="hidden" name="intent" value="login" />
            {errors.email ? (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {errors.email}
              </p>
            ) : null}
            <Field label={t('admin.auth.email')} required>
              {(props) => (
                <input
                  {...props}
                  name="email"
                  type="email"
                  autoComplete="username"
                  defaultValue={typed.email ?? ''}
                  aria-invalid={errors.email ? true : undefined}
                />
              )}
            </Field>
            <Field label={t('admin.auth.password')} required>
              {(props) => (
                <input
                  {...props}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={errors.password ? true : undefined}
                />
              )}
            </Field>
            <SubmitButton busy={busy}>{t('admin.auth.submit')}</SubmitButton>
          </Form>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600">{email}</p>
            {stage === 'setup' && setup ? (
              <div className="mt-4 flex flex-col gap-3">
                <p className="text-sm text-slate-700">{t('admin.auth.setupLead')}</p>
                <div
                  className="w-48 self-center rounded-md border border-slate-200 bg-white p-2"
                  role="img"
                  aria-label={t('admin.auth.setupTitle')}
                  // The QR code is an SVG the server made from the otpauth:// address (qrcode).
                  dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
                  data-testid="admin-totp-qr"
                />
                <p className="text-sm text-slate-700">
                  {t('admin.auth.setupKey')}:{' '}
                  <code
                    className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all"
                    data-testid="admin-totp-secret"
                  >
                    {setup.secret}
                  </code>
                </p>
              </div>
            ) : (
              <p className="mt-4 text-sm text-slate-700">{t('admin.auth.secondFactorLead')}</p>
            )}
            <Form method="post" className="mt-6 flex flex-col gap-4" data-testid="admin-code-form">
              <input type="hidden" name="intent" value={stage} />
              {codeField}
              <SubmitButton busy={busy}>{t('admin.auth.confirm')}</SubmitButton>
            </Form>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className="text-sm font-semibold text-brand-800 underline">
                {t('admin.auth.logout')}
              </button>
            </Form>
          </>
        )}
      </main>
    </AdminFrame>
  )
}

function SubmitButton({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
    >
      {children}
    </button>
  )
}
