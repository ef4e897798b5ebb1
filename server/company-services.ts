import type { Db } from '#server/db/client.ts'
import type { CouponsService } from '#server/modules/checkout/coupons.service.ts'
import { createCompanies } from '#server/modules/customers/companies.ts'
import { createCompanyInvitations } from '#server/modules/customers/company-invitations.ts'
import type { InvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import { createOrderApprovals } from '#server/modules/orders/order-approval.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'

/** CO-1..CO-9 (decision 0059): company accounts, their invitations and order approvals. */
export function createCompanyServices(deps: {
  db: Db
  mail: MailService
  settings: SettingsService
  audit: StaffService['audit']
  documents: Pick<InvoiceDocuments, 'issueInvoice'>
  coupons: Pick<CouponsService, 'release'>
  invalidation: Pick<Invalidation, 'publish'>
  publicUrl: string
  now?: (() => Date) | undefined
}) {
  const base = {
    db: deps.db,
    mail: deps.mail,
    audit: deps.audit,
    settings: deps.settings,
    publicUrl: deps.publicUrl,
    ...(deps.now && { now: deps.now }),
  }
  const companies = createCompanies(base)
  return {
    companies,
    companyInvitations: createCompanyInvitations(base, companies),
    orderApprovals: createOrderApprovals({
      ...deps,
      companies,
      ...(deps.now && { now: deps.now }),
    }),
  }
}
