import {
  companySettingsSchema,
  decisionSchema,
  invitationSchema,
  memberSchema,
} from '#core/companies/company.ts'

// CO-2, CO-4, CO-9: the company API's bodies are the profile forms' schemas (decision 0039).
export const companyBodies = {
  settings: companySettingsSchema,
  invitation: invitationSchema,
  member: memberSchema,
  decision: decisionSchema,
}
