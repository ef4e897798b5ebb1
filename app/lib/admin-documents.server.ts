import type { RouterContextProvider } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { adminDocumentFiltersSchema, resendDocumentForm } from '#core/validation/admin-documents.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { getServices } from './context.server.ts'
import { parseForm } from './forms.server.ts'

// INV-6 (decision 0024): the back office's issued invoices and credit notes. Owner and sales see them,
// as they see money (STAFF-5); the list and the order page send them again the same way.

/** The list's filters from the page's address (one value per name; unknown values dropped). */
export function documentFiltersOf(url: URL) {
  return adminDocumentFiltersSchema.parse(Object.fromEntries(url.searchParams))
}

/**
 * `intent=resend`, `number`: the document goes to the customer again, attached (the service
 * refuses other roles and audits it). The answer names the document.
 */
export async function resendDocument(
  context: Readonly<RouterContextProvider>,
  member: StaffMember,
  form: FormData,
  locale: Locale,
) {
  const { number } = parseForm(form, resendDocumentForm, locale)
  await getServices(context).documentReads.resend(member, number, locale)
  return {
    ok: true as const,
    intent: 'resend',
    message: translate(
      locale,
      number.startsWith('GS-') ? 'admin.invoices.sentAgainCredit' : 'admin.invoices.sentAgain',
      { number },
    ),
  }
}
