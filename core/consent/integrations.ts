// CONSENT-3: the other companies' scripts the shop is configured with (server/config.ts reads them).

export interface Integrations {
  trustBadge: { id: string; scriptUrl: string; profileUrl: string } | undefined
  analytics: { scriptUrl: string } | undefined
}
