// CONSENT-6: the site popup as the storefront shows it.

export interface PopupView {
  id: number
  title: string
  content: string
}
