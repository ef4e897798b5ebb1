/** The orders a category page lists its products in; the first is the default. */
export const productSorts = ['position', 'price-asc', 'price-desc', 'name'] as const
export type ProductSort = (typeof productSorts)[number]

/** Search results: by relevance (the default), or in one of the category page's orders. */
export const searchSorts = ['relevance', ...productSorts] as const
export type SearchSort = (typeof searchSorts)[number]

/** The sort a query string asks for; a missing or unknown value is the list's default. */
export function sortFrom<T extends string>(sorts: readonly [T, ...T[]], value: unknown): T {
  return sorts.find((sort) => sort === value) ?? sorts[0]
}
