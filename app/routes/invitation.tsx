import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect, useNavigation, useRevalidator } from 'react-router'
import { isAppError } from '#core/errors/errors.ts'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { LoginForm } from '#app/components/account/LoginForm.tsx'
import { SubmitButton } from '#app/components/account/Field.tsx'
import { FormOutcome } from '#app/components/ui/FormOutcome.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { getSession, requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/invitation'

/**
 * CO-2: the link of a colleague's invitation. A logged-in customer with the invited address joins
 * with one button; anyone else logs in here or registers with the invitation (its phone rule,
 * CO-6). An unknown, used or expired link says so.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const services = getServices(context)
  const session = await getSession(request, context)
  try {
    const invitation = await services.companyInvitations.invitation(params.token, locale)
    return {
      locale,
      invitation: { ...invitation, expiresAt: invitation.expiresAt.toISOString() },
      problem: null,
      loggedInAs: session?.customer.email ?? null,
    }
  } catch (error) {
    if (!isAppError(error)) throw error
    return data(
      { locale, invitation: null, problem: error.message, loggedInAs: null },
      { status: error.kind === 'not_found' ? 404 : 409 },
    )
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context)
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  return formAction(form, async () => {
    await getServices(context).companyInvitations.accept(params.token, customer.id, locale)
    throw redirect(`${localizePath('/profile/company', locale)}?joined=1`)
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      loaderData?.invitation
        ? translate(loaderData.locale, 'company.acceptTitle', {
            company: loaderData.invitation.company,
          })
        : translate(loaderData?.locale ?? 'de', 'company.errors.invitationInvalid'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function InvitationPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const { invitation, problem, loggedInAs } = loaderData
  return (
    <main id="main" tabIndex={-1} className="container-shop max-w-2xl py-10 outline-none">
      {invitation ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">
            {t('company.acceptTitle', { company: invitation.company })}
          </h1>
          <p className="mt-3 text-slate-700">
            {t('company.acceptLead', {
              inviter: invitation.inviter,
              company: invitation.company,
              role: t(`company.roles.${invitation.role}`),
            })}
          </p>
          <div className="mt-4" aria-live="polite">
            <FormOutcome answer={actionData} />
          </div>
          {loggedInAs ? (
            <Form method="post" className="mt-6">
              <SubmitButton busy={navigation.state === 'submitting'}>
                {t('company.acceptSubmit', { company: invitation.company })}
              </SubmitButton>
            </Form>
          ) : (
            <div className="mt-6 flex flex-col gap-4" data-testid="invitation-login">
              <p className="text-slate-700">
                {t('company.acceptLogin', { email: invitation.email })}
              </p>
              <LoginForm
                action={href('/login')}
                next={href(`/invitation/${params.token}`)}
                onSuccess={() => void revalidator.revalidate()}
                forgot={null}
              />
              <Link
                to={`${href('/login')}?${new URLSearchParams({ tab: 'register', invitation: params.token, email: invitation.email }).toString()}`}
                className="font-semibold text-brand-800 underline"
              >
                {t('company.acceptRegisterLink')}
              </Link>
            </div>
          )}
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-slate-900">
            {t('company.errors.invitationInvalid')}
          </h1>
          <p role="alert" className="mt-3 text-slate-700" data-testid="invitation-problem">
            {problem}
          </p>
          <Link to={href('/')} className="mt-4 inline-block font-semibold text-brand-800 underline">
            {t('header.home')}
          </Link>
        </>
      )}
    </main>
  )
}
