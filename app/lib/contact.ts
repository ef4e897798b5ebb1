/** A tel: link for a phone number as people write it ('+49 521 987654-0' -> 'tel:+495219876540'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}
