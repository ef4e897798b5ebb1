import { Outlet } from 'react-router'
import { storefrontEn } from '#core/i18n/messages/storefront.en.ts'
import { registerMessages } from '#core/i18n/translate.ts'

// PERF-3: the English pages bring the storefront's English messages (a route module the
// page preloads); the other language's messages and the back office's are not loaded with them.
registerMessages('en', storefrontEn)

export default function EnglishPages() {
  return <Outlet />
}
