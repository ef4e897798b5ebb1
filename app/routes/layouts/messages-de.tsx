import { Outlet } from 'react-router'
import { storefrontDe } from '#core/i18n/messages/storefront.de.ts'
import { registerMessages } from '#core/i18n/translate.ts'

// PERF-3: the German pages bring the storefront's German messages (a route module the
// page preloads); the other language's messages and the back office's are not loaded with them.
registerMessages('de', storefrontDe)

export default function GermanPages() {
  return <Outlet />
}
