// Texts of the watch list (MARK-1, ERR-6).
export const bookmarksEn = {
  bookmarks: {
    title: 'Bookmarks',
    added: 'The product is now on your bookmarks.',
    removed: 'The product has been removed from your bookmarks.',
    loginFirst: 'Please login first to add it to bookmarks',
    loginFirstModal: 'Please login first to add some items into your bookmarks.',
    empty: 'Your bookmarks are empty. Use “Add to watch list” on a product page.',
    add: 'Add to watch list',
    // The button's text while the product is on the list (it is a toggle: aria-pressed).
    bookmarked: 'Bookmarked',
    remove: 'Remove from watch list',
    onList: 'On your watch list',
    from: 'from {{price}}*',
    login: 'Log in',
    loading: 'Loading bookmarks …',
    count_one: '{{count}} bookmark',
    count_other: '{{count}} bookmarks',
  },
}
