// ROUTE-2: German letters are transliterated, not folded, so 'Größe' reads 'groesse' and
// not 'grosse'.
const GERMAN_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/**
 * The URL segment for a title (ROUTE-2: category, subcategory and product segments are slugs of
 * titles). The result is empty or matches /^[a-z0-9]+(-[a-z0-9]+)*$/, and slugify is idempotent.
 */
export function slugify(text: string): string {
  return (
    text
      // NFC first, so an umlaut typed as 'u' + combining diaeresis is still transliterated to 'ue'.
      .normalize('NFC')
      .toLowerCase()
      .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter] ?? '')
      // ROUTE-2: & becomes -and-, commas are removed, spaces and underscores become dashes.
      .replace(/&/g, '-and-')
      // ROUTE-2: the multiplication sign of a size reads as an x: '100×200 cm' -> '100x200-cm'.
      .replace(/×/g, 'x')
      .replace(/,/g, '')
      .replace(/[\s_]+/g, '-')
      // Other accents are folded to their base letter (é -> e) rather than dropped.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
  )
}
