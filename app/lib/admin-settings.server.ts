import type { RouterContextProvider } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import { pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { getServices } from './context.server.ts'
import { formObject, parseForm } from './forms.server.ts'
import { postMethodForm } from '#core/validation/intents.ts'

// STAFF-11, STAFF-12: the owner's settings and post methods. The pages' actions parse the form
// and call the services, which check the role, the rules and write the audit log.

/** `intent=save`: the settings form; answers which keys changed (none: "Nothing was changed"). */
export async function saveSettings(
  context: Readonly<RouterContextProvider>,
  member: StaffMember,
  form: FormData,
  locale: Locale,
) {
  const { changed } = await getServices(context).settingsAdmin.save(
    member,
    formObject(form),
    locale,
  )
  return {
    ok: true as const,
    intent: 'save',
    changed,
    message: translate(
      locale,
      changed.length > 0 ? 'shopSettings.saved' : 'shopSettings.unchanged',
    ),
  }
}

/**
 * STAFF-12: the post-method editor's intents — `create` (country, value, textDe, textEn, price),
 * `update` (method, textDe, textEn, price), `up`/`down` and `delete` (method).
 */
export async function changePostMethod(
  context: Readonly<RouterContextProvider>,
  member: StaffMember,
  form: FormData,
  locale: Locale,
) {
  const input = parseForm(form, postMethodForm, locale)
  const admin = getServices(context).postMethodsAdmin
  // The country whose panel the page opens again (it is also in a failure's typed values).
  const country = String(form.get('country') ?? '')
  const answer = (message: string) => ({
    ok: true as const,
    intent: input.intent,
    country,
    message,
  })
  switch (input.intent) {
    case 'create': {
      const created = await admin.create(member, input.country, input, locale)
      const name = pick(created.text, locale)
      return answer(translate(locale, 'shopSettings.methods.created', { name }))
    }
    case 'update': {
      const updated = await admin.update(member, input.method, input, locale)
      const name = pick(updated.text, locale)
      return answer(translate(locale, 'shopSettings.methods.updated', { name }))
    }
    case 'delete': {
      const names = await admin.remove(member, input.method, locale)
      return answer(
        translate(locale, 'shopSettings.methods.deleted', { name: pick(names, locale) }),
      )
    }
    case 'up':
    case 'down':
      await admin.move(member, input.method, input.intent, locale)
      return answer(translate(locale, 'shopSettings.methods.moved'))
  }
}
