/** An ILIKE pattern that finds `text` anywhere; `%`, `_` and `\` typed by a person are literal. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
