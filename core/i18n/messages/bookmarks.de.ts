import type { bookmarksEn } from './bookmarks.en.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

export const bookmarksDe: Shape<typeof bookmarksEn> = {
  bookmarks: {
    title: 'Merkzettel',
    added: 'Das Produkt steht jetzt auf Ihrem Merkzettel.',
    removed: 'Das Produkt wurde von Ihrem Merkzettel entfernt.',
    loginFirst: 'Bitte melden Sie sich zuerst an, um es auf den Merkzettel zu setzen',
    loginFirstModal: 'Bitte melden Sie sich zuerst an, um Artikel auf Ihren Merkzettel zu setzen.',
    empty: 'Ihr Merkzettel ist leer. Nutzen Sie „Auf den Merkzettel“ auf einer Produktseite.',
    add: 'Auf den Merkzettel',
    // The button's text while the product is on the list (it is a toggle: aria-pressed).
    bookmarked: 'Gemerkt',
    remove: 'Vom Merkzettel entfernen',
    onList: 'Auf Ihrem Merkzettel',
    from: 'ab {{price}}*',
    login: 'Anmelden',
    loading: 'Merkzettel wird geladen …',
    count_one: '{{count}} Artikel gemerkt',
    count_other: '{{count}} Artikel gemerkt',
  },
}
