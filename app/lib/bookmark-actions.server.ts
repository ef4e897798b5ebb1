import { redirect, type RouterContextProvider } from 'react-router'
import { safeLocalPath } from '#core/http/safe-redirect.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AppError } from '#core/errors/errors.ts'
import { getRequestInfo, getServices } from './context.server.ts'
import { SCRIPTED_FIELD } from './forms.ts'
import { formAction, parseForm } from './forms.server.ts'
import { bookmarkForm } from '#core/validation/intents.ts'
import { getSession } from './session.server.ts'

/**
 * The watch list's writes (MARK-1, MARK-3, decision 0017): the product page's toggle and the list's
 * bin post `intent` add or remove with `product_id`. A guest is asked to log in first. Without
 * JavaScript the page the form came from (`next`) is shown again.
 */
export async function bookmarkAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { bookmarks } = getServices(context)
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const session = await getSession(request, context)
  return formAction(form, async () => {
    if (!session) throw new AppError('unauthorized', translate(locale, 'bookmarks.loginFirst'))
    const { intent, product_id: productId } = parseForm(form, bookmarkForm, locale)
    if (intent === 'add') await bookmarks.add(session.customer.id, productId, locale)
    else await bookmarks.remove(session.customer.id, productId)
    if (form.get(SCRIPTED_FIELD) !== '1') {
      const next = safeLocalPath(String(form.get('next') ?? ''), null)
      throw redirect(next ?? localizePath('/bookmarks', locale))
    }
    return {
      ok: true as const,
      intent,
      message: translate(locale, intent === 'add' ? 'bookmarks.added' : 'bookmarks.removed'),
    }
  })
}
