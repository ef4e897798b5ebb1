// CHK-3: the country list as the forms page through it.

/** ACC-9: country lists show 30 per page. */
export const COUNTRIES_PER_PAGE = 30
