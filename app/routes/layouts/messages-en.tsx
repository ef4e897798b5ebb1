import { Outlet } from 'react-router'
import { en } from '#core/i18n/messages/en.ts'
import { registerMessages } from '#core/i18n/translate.ts'

// PERF-3: the English pages bring the English messages (a route module the page preloads); the
// other language's catalog is never loaded unless a page in it is opened.
registerMessages('en', en)

export default function EnglishPages() {
  return <Outlet />
}
