// What the demo's static pages share (pages.ts lists them). The company is fictional; every
// address uses the reserved .example domain. The shop's phone number, its e-mail address, the
// free-shipping threshold, the order cut-off and the opening hours are placeholders for the
// settings (CONT-9), filled in when a page is read: a changed setting shows on every page.

export const company = 'Messebau Nordlicht GmbH'
export const street = 'Industriestraße 12'
export const city = '33602 Bielefeld'
export const privacyEmail = 'datenschutz@messebau-nordlicht.example'
export const jobsEmail = 'karriere@messebau-nordlicht.example'

export const addressDe = `<address><strong>${company}</strong><br>${street}<br>${city}<br>Deutschland</address>`
export const addressEn = `<address><strong>${company}</strong><br>${street}<br>${city}<br>Germany</address>`
export const mail = (to: string) => `<a href="mailto:${to}">${to}</a>`
/** The shop's phone (setting `phone`) as a link. */
export const tel = '<a href="tel:{{phone}}">{{phone}}</a>'
/** The shop's e-mail address (setting `email`) as a link. */
export const infoMail = '<a href="mailto:{{email}}">{{email}}</a>'
