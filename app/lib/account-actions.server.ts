import { data, redirect, type RouterContextProvider } from 'react-router'
import { safeLocalPath } from '#core/http/safe-redirect.ts'
import { type Locale, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { cartLinesSchema } from '#core/validation/cart.ts'
import { forgotPasswordSchema, loginSchema, registrationSchema } from '#core/validation/customer.ts'
import { sessionCookieHeader } from '#core/http/cookies.ts'
import type { NewLogin } from '#server/modules/customers/auth.flows.ts'
import { parseCartTargetText } from '#core/cart/cart-target.ts'
import { isAppError } from '#core/errors/errors.ts'
import { parseBody } from '#core/validation/parse.ts'
import type { Services } from '#server/services.ts'
import { getRequestInfo, getServices } from './context.server.ts'
import { SCRIPTED_FIELD } from './forms.ts'
import { formAction, formObject } from './forms.server.ts'

/**
 * The login, registration and forgot-password forms, wherever they are shown (the login page,
 * the login modal): the same flows as the API (services.authFlows). A login or registration
 * sets the session cookie and moves the guest cart the browser sent along into the server cart
 * (CART-9). Without JavaScript a login goes on to `next` (default: the checkout's shipping step).
 */
export async function authAction(request: Request, context: Readonly<RouterContextProvider>) {
  const services = getServices(context)
  const { ip, locale } = getRequestInfo(context)
  const form = await request.formData()
  const asker = { ip, locale }
  const scripted = form.get(SCRIPTED_FIELD) === '1'
  return formAction(form, async () => {
    switch (form.get('intent')) {
      case 'login': {
        const body = formObject(form)
        await services.authFlows.limit.logIn(asker, body)
        const login = await services.authFlows.logIn(asker, parseBody(loginSchema, body, locale))
        const headers = { 'Set-Cookie': cookieOf(services, login) }
        const problems = await moveGuestCart(
          services,
          login,
          form.get('guest_cart'),
          form.get('cart_target'),
          locale,
        )
        if (!scripted) {
          const next = safeLocalPath(String(form.get('next') ?? ''), null)
          throw redirect(next ?? localizePath('/shipping', locale), { headers })
        }
        return data(
          {
            ok: true as const,
            intent: 'login',
            message: translate(locale, 'auth.loggedIn'),
            problems,
          },
          { headers },
        )
      }
      case 'register': {
        const body = formObject(form, { numbers: ['country_id'] })
        await services.authFlows.limit.register(asker, body)
        const input = parseBody(registrationSchema, body, locale)
        const login = await services.authFlows.register(asker, input)
        // CO-2: registered through a colleague's invitation, the new account joins the company.
        const joined = input.invitation
          ? await services.companyInvitations
              .accept(input.invitation, login.customer.id, locale)
              .then(() => [] as string[])
              .catch((error: unknown) => {
                if (isAppError(error)) return [error.message]
                throw error
              })
          : []
        const problems = await moveGuestCart(
          services,
          login,
          form.get('guest_cart'),
          form.get('cart_target'),
          locale,
        )
        return data(
          {
            ok: true as const,
            intent: 'register',
            message: translate(locale, 'auth.registered'),
            registered: true,
            problems: [...joined, ...problems],
          },
          { status: 201, headers: { 'Set-Cookie': cookieOf(services, login) } },
        )
      }
      case 'forgot': {
        const body = formObject(form)
        await services.authFlows.limit.forgotPassword(asker, body)
        const input = parseBody(forgotPasswordSchema, body, locale)
        const message = await services.authFlows.forgotPassword(asker, input)
        return { ok: true as const, intent: 'forgot', message, problems: [] as string[] }
      }
      default:
        throw data(null, { status: 400 })
    }
  })
}

const cookieOf = (services: Services, login: NewLogin) =>
  sessionCookieHeader(login.token, login.expiresAt, services.config.publicUrl.startsWith('https:'))

/**
 * The guest cart (CART-9) the browser sent as JSON moves into the new customer's server cart;
 * answers the messages of lines it could not take. A broken list never undoes the login.
 */
/**
 * FAIR-TGT-2: the guest's target goes with the guest's lines to the customer's cart; one the
 * planner refuses by now (a day passed) is left behind silently, as the cart would drop it.
 */
async function moveGuestTarget(
  services: Services,
  customerId: number,
  text: FormDataEntryValue | null,
  locale: Locale,
) {
  const target = parseCartTargetText(text)
  if (!target) return
  try {
    await services.cartTargets.set(customerId, target, locale)
  } catch (error) {
    if (!isAppError(error)) throw error
  }
}

async function moveGuestCart(
  services: Services,
  login: NewLogin,
  text: FormDataEntryValue | null,
  target: FormDataEntryValue | null,
  locale: Locale,
): Promise<string[]> {
  if (typeof text !== 'string' || text === '') return []
  try {
    const { items } = parseBody(cartLinesSchema, { items: JSON.parse(text) }, locale)
    const results = await services.cart.merge(login.customer.id, items, locale)
    await moveGuestTarget(services, login.customer.id, target, locale)
    return [...new Set(results.flatMap((line) => (line.message ? [line.message] : [])))]
  } catch (error) {
    if (error instanceof SyntaxError) return []
    if (isAppError(error)) return [error.message]
    throw error
  }
}
