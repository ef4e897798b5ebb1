import { Outlet } from 'react-router'
import { backOfficeDe } from '#core/i18n/messages/back-office.de.ts'
import { registerMessages } from '#core/i18n/translate.ts'

// PERF-3: the back office's German messages come with its routes, not with the storefront's pages.
registerMessages('de', backOfficeDe)

export default function GermanBackOffice() {
  return <Outlet />
}
