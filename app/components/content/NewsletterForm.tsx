import { Mail } from 'lucide-react'
import { useId, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { isNewsletterEmail } from '#core/validation/newsletter-email.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { failureMessages, type FormAnswer, useFormFetcher } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * NEWS-1: the footer sign-up, posted to the newsletter page's action (decision 0017). Once
 * the page runs scripts the button is enabled only when the e-mail looks valid; before, the
 * browser posts the form and the newsletter page answers.
 */
export function NewsletterForm({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const toast = useToast()
  const id = useId()
  const [email, setEmail] = useState(() =>
    answer && !answer.ok ? (answer.values.email ?? '') : '',
  )
  // False in the server's HTML and during hydration, true once the page runs scripts.
  const scripted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const fetcher = useFormFetcher((result) => {
    const messages = result.ok ? (result.message ? [result.message] : []) : failureMessages(result)
    toast({ type: result.ok ? 'success' : 'error', messages })
    if (result.ok) setEmail('')
  })
  const shown = fetcher.data ?? answer
  const text = shown ? (shown.ok ? (shown.message ?? '') : failureMessages(shown).join('\n')) : ''
  const valid = isNewsletterEmail(email)

  return (
    <fetcher.Form
      method="post"
      action={href('/newsletter')}
      className="@container mt-3"
      data-testid="newsletter-form"
      noValidate
    >
      <label htmlFor={id} className="sr-only">
        {t('newsletter.emailLabel')}
      </label>
      {/* Field and button side by side where the footer column is wide enough for both (phone,
          tablet), stacked in the desktop footer's narrow column, so neither is clipped there. */}
      <div className="flex flex-col gap-2 @xs:flex-row @xs:gap-0">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('footer.newsletterEmail')}
          className="h-10 w-full min-w-0 rounded-md border border-brand-700 bg-brand-800 px-3 text-sm text-white placeholder:text-brand-200 focus:border-accent-400 focus:outline-none @xs:rounded-r-none"
        />
        <button
          type="submit"
          disabled={scripted && (!valid || fetcher.busy)}
          className="flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-md bg-accent-400 px-3 text-sm font-bold text-slate-900 hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-50 @xs:rounded-l-none"
        >
          <Mail aria-hidden="true" className="size-4" />
          {fetcher.busy ? t('newsletter.sending') : t('footer.newsletterSubmit')}
        </button>
      </div>
      <p className="mt-2 text-xs text-brand-200">{t('newsletter.consentNote')}</p>
      <p aria-live="polite" className="mt-2 text-sm" data-testid="newsletter-answer">
        {shown ? (
          <span className={shown.ok ? 'text-emerald-300' : 'text-red-300'}>{text}</span>
        ) : null}
      </p>
    </fetcher.Form>
  )
}

const subscribeToNothing = () => () => {}
