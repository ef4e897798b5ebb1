import { CheckCircle2, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import type { Route } from './+types/newsletter-link'

// The links of the newsletter mails: /newsletter/confirm/{token} and /newsletter/unsubscribe/{token}.
// Opening the link only shows a button; the change happens on the click (a POST), so a mail
// scanner that follows links cannot confirm or cancel a subscription on anyone's behalf.

type Kind = 'confirm' | 'unsubscribe'
const kindOf = (pathname: string): Kind =>
  pathname.includes('/unsubscribe/') ? 'unsubscribe' : 'confirm'

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  return { locale: localeFromPath(pathname), kind: kindOf(pathname) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { newsletter } = getServices(context)
  const kind = kindOf(new URL(request.url).pathname)
  const result =
    kind === 'confirm'
      ? await newsletter.confirm(params.token)
      : await newsletter.unsubscribe(params.token)
  return result ? { ok: true as const, email: result.email } : { ok: false as const }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(
        loaderData?.locale ?? 'de',
        loaderData?.kind === 'unsubscribe' ? 'newsletter.unsubscribe' : 'newsletter.mailConfirmCta',
      ),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state === 'submitting'
  const { kind } = loaderData
  return (
    <main
      id="main"
      tabIndex={-1}
      className="container-shop max-w-xl py-16 outline-none"
      data-testid="newsletter-link"
    >
      {actionData?.ok ? (
        <div className="flex flex-col items-start gap-3">
          <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />
          <h1 className="text-2xl font-bold text-slate-900">
            {t(kind === 'confirm' ? 'newsletter.confirmedTitle' : 'newsletter.unsubscribedTitle')}
          </h1>
          <p className="text-slate-700">
            {t(kind === 'confirm' ? 'newsletter.confirmedText' : 'newsletter.unsubscribedText', {
              email: actionData.email,
            })}
          </p>
        </div>
      ) : actionData ? (
        <div className="flex flex-col items-start gap-3">
          <XCircle aria-hidden="true" className="size-10 text-red-600" />
          <h1 className="text-2xl font-bold text-slate-900">{t('newsletter.invalidLinkTitle')}</h1>
          <p className="text-slate-700">{t('newsletter.invalidLinkText')}</p>
        </div>
      ) : (
        <Form method="post" className="flex flex-col items-start gap-4">
          <h1 className="text-2xl font-bold text-slate-900">
            {t(kind === 'confirm' ? 'newsletter.mailConfirmCta' : 'newsletter.mailUnsubscribe')}
          </h1>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t(kind === 'confirm' ? 'newsletter.mailConfirmCta' : 'newsletter.unsubscribe')}
          </button>
        </Form>
      )}
      <Link
        to={href('/')}
        className="mt-8 inline-block font-semibold text-brand-700 hover:underline"
      >
        {t('newsletter.backToShop')}
      </Link>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
