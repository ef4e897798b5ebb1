import { redirect } from 'react-router'

/**
 * A page number past the end (an old link, a shrunk category) goes to the last page instead of
 * an empty list without a way back; the other query parameters stay.
 */
export function redirectPastLastPage(url: URL, list: { currentPage: number; lastPage: number }) {
  if (list.currentPage <= list.lastPage) return
  const target = new URL(url)
  if (list.lastPage <= 1) target.searchParams.delete('page')
  else target.searchParams.set('page', String(list.lastPage))
  throw redirect(target.pathname + target.search)
}
