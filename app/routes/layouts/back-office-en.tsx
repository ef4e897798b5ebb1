import { Outlet } from 'react-router'
import { backOfficeEn } from '#core/i18n/messages/back-office.en.ts'
import { registerMessages } from '#core/i18n/translate.ts'

// PERF-3: the back office's English messages come with its routes, not with the storefront's pages.
registerMessages('en', backOfficeEn)

export default function EnglishBackOffice() {
  return <Outlet />
}
