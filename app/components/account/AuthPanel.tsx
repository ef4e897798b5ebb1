import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '#app/lib/i18n.ts'
import { answerFor } from '#app/lib/forms.ts'
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx'
import { type AuthAnswer, LoginForm } from './LoginForm.tsx'
import { RegisterForm } from './RegisterForm.tsx'

/** AUTH-1: the login modal's modes. */
export type AuthMode = 'login' | 'register' | 'forgot' | 'thanks'

/** The login page's `?tab=`: a mode a link can open, so each form works without JavaScript. */
export function authModeOf(tab: string | null): AuthMode {
  return tab === 'register' || tab === 'forgot' ? tab : 'login'
}

/** The tabs 'Anmeldung' / 'Neuer Kunde' with forgot-password and thank-you views. */
export function AuthPanel({
  mode,
  onModeChange,
  onLoggedIn,
  onRegistered,
  onLeave,
  next,
  answer,
}: {
  mode: AuthMode
  onModeChange: (mode: AuthMode) => void
  onLoggedIn: () => void
  onRegistered: () => void
  /** Called when a thank-you link leaves the panel (the modal closes). */
  onLeave?: () => void
  /** In the checkout the thank-you view goes on to the next step instead of the profile. */
  next?: { to: string; label: string }
  /** The answer of a post made before hydration (the login page's action data). */
  answer?: unknown
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  // Every form posts to the login page's action (decision 0017), from the page or the modal.
  const action = href('/login')
  const modeLink = (to: AuthMode, text: string) => (
    <a
      href={to === 'login' ? action : `${action}?tab=${to}`}
      onClick={(event) => {
        event.preventDefault()
        onModeChange(to)
      }}
      className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {text}
    </a>
  )

  if (mode === 'thanks') {
    return (
      <div className="flex flex-col items-start gap-4 py-4" data-testid="register-thanks">
        <p role="status" className="text-xl font-bold text-emerald-800">
          {t('auth.registered')}
        </p>
        <p className="text-slate-700">{t('account.thanksText')}</p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={href('/')}
            onClick={onLeave}
            className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('account.continueShopping')}
          </Link>
          <Link
            to={next?.to ?? href('/profile')}
            onClick={onLeave}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            data-testid="register-next"
          >
            {next?.label ?? t('account.toProfile')}
          </Link>
        </div>
      </div>
    )
  }

  return (
    <Tabs.Root
      value={mode === 'forgot' ? 'login' : mode}
      onValueChange={(value) => onModeChange(value as AuthMode)}
    >
      <Tabs.List
        className="mb-5 flex border-b border-slate-200"
        aria-label={t('account.dialogLabel')}
      >
        {(['login', 'register'] as const).map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold text-slate-600 hover:text-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {t(value === 'login' ? 'account.loginTab' : 'account.registerTab')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="login" className="outline-none">
        {mode === 'forgot' ? (
          <ForgotPasswordForm
            action={action}
            answer={answerFor<AuthAnswer>(answer, 'forgot')}
            back={modeLink('login', t('account.backToLogin'))}
          />
        ) : (
          <>
            <LoginForm
              action={action}
              next={next?.to ?? href('/shipping')}
              answer={answerFor<AuthAnswer>(answer, 'login')}
              onSuccess={onLoggedIn}
              forgot={modeLink('forgot', t('account.forgotLink'))}
            />
            <noscript>
              <p className="mt-4 text-sm">{modeLink('register', t('account.registerTab'))}</p>
            </noscript>
          </>
        )}
      </Tabs.Content>
      <Tabs.Content value="register" className="outline-none">
        <RegisterForm
          action={action}
          answer={answerFor<AuthAnswer>(answer, 'register')}
          onSuccess={onRegistered}
        />
      </Tabs.Content>
    </Tabs.Root>
  )
}
