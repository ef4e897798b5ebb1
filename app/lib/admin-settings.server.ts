import { data, type RouterContextProvider } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import { pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { getServices } from './context.server.ts'
import { formId, formObject } from './forms.server.ts'

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

const METHOD_INTENTS = ['create', 'update', 'up', 'down', 'delete'] as const

/**
 * The post-method editor's intents: `create` (country, value, textDe, textEn, price),
 * `update` (method, textDe, textEn, price), `up`/`down` and `delete` (method).
 */
export async function changePostMethod(
  context: Readonly<RouterContextProvider>,
  member: StaffMember,
  form: FormData,
  locale: Locale,
) {
  const intent = String(form.get('intent') ?? '')
  if (!METHOD_INTENTS.includes(intent as (typeof METHOD_INTENTS)[number])) {
    throw data(null, { status: 400 })
  }
  const admin = getServices(context).postMethodsAdmin
  const fields = formObject(form)
  // The country whose panel the page opens again (it is also in a failure's typed values).
  const country = String(form.get('country') ?? '')
  const answer = (message: string) => ({ ok: true as const, intent, country, message })
  if (intent === 'create') {
    const created = await admin.create(member, formId(form, 'country', locale), fields, locale)
    return answer(
      translate(locale, 'shopSettings.methods.created', { name: pick(created.text, locale) }),
    )
  }
  const id = formId(form, 'method', locale)
  if (intent === 'update') {
    const updated = await admin.update(member, id, fields, locale)
    return answer(
      translate(locale, 'shopSettings.methods.updated', { name: pick(updated.text, locale) }),
    )
  }
  if (intent === 'delete') {
    const names = await admin.remove(member, id, locale)
    return answer(translate(locale, 'shopSettings.methods.deleted', { name: pick(names, locale) }))
  }
  await admin.move(member, id, intent === 'up' ? 'up' : 'down', locale)
  return answer(translate(locale, 'shopSettings.methods.moved'))
}
