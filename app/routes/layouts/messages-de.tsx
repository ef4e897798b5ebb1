import { Outlet } from 'react-router'
import { de } from '#core/i18n/messages/de.ts'
import { registerMessages } from '#core/i18n/translate.ts'

// PERF-3: the German pages bring the German messages (a route module the page preloads); the
// other language's catalog is never loaded unless a page in it is opened.
registerMessages('de', de)

export default function GermanPages() {
  return <Outlet />
}
