import { Mail } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isNewsletterEmail } from '#core/validation/newsletter.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { api, messagesOf } from '#app/lib/api.ts'
import { useLocale } from '#app/lib/i18n.ts'

/** spec 1/5: the footer sign-up; the button is enabled only when the e-mail looks valid. */
export function NewsletterForm() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  const id = useId()
  const [email, setEmail] = useState('')
  const [pending, setPending] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const valid = isNewsletterEmail(email)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!valid || pending) return
    setPending(true)
    const result = await api<string>('/user/site/newsletter/subscribe', locale, {
      method: 'POST',
      body: { email: email.trim() },
    })
    setPending(false)
    const text = result.ok ? (result.body ?? '') : messagesOf(result).join('\n')
    setAnswer({ ok: result.ok, text })
    toast({ type: result.ok ? 'success' : 'error', messages: text ? [text] : [] })
    if (result.ok) setEmail('')
  }

  return (
    <form
      method="post"
      onSubmit={submit}
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
          disabled={!valid || pending}
          className="flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-md bg-accent-400 px-3 text-sm font-bold text-slate-900 hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-50 @xs:rounded-l-none"
        >
          <Mail aria-hidden="true" className="size-4" />
          {pending ? t('newsletter.sending') : t('footer.newsletterSubmit')}
        </button>
      </div>
      <p className="mt-2 text-xs text-brand-200">{t('newsletter.consentNote')}</p>
      <p aria-live="polite" className="mt-2 text-sm" data-testid="newsletter-answer">
        {answer ? (
          <span className={answer.ok ? 'text-emerald-300' : 'text-red-300'}>{answer.text}</span>
        ) : null}
      </p>
    </form>
  )
}
