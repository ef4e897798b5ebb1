import { useTranslation } from 'react-i18next'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { newsletterSchema } from '#core/validation/newsletter.ts'
import { parseBody } from '#core/validation/parse.ts'
import { NewsletterForm } from '#app/components/content/NewsletterForm.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { formAction, formObject } from '#app/lib/forms.server.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import type { Route } from './+types/newsletter'

// The footer's newsletter sign-up posts here from every page (decision 0017); without
// JavaScript this page answers with the result and the form.

export async function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromPath(new URL(request.url).pathname) }
}

/** NEWS-1, NEWS-2: the same double opt-in as `POST /user/site/newsletter/subscribe`. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const { locale, ip } = getRequestInfo(context)
  const form = await request.formData()
  return formAction(form, async () => {
    const input = parseBody(newsletterSchema, formObject(form), locale)
    const message = await services.newsletterSignup({
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      locale,
      source: 'footer',
      ip,
      origin: services.config.publicUrl,
    })
    return { ok: true as const, message }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'footer.newsletterTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <main id="main" tabIndex={-1} className="container-shop max-w-xl py-10 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('footer.newsletterTitle')}</h1>
      <div className="mt-6 rounded-lg bg-brand-900 p-5 text-white">
        <NewsletterForm answer={actionData} />
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
