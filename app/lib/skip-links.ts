import type { ParseKeys } from 'i18next'
import type { UIMatch } from 'react-router'

/** A jump past the frame to a part of the page, offered after 'skip to content'. */
export interface SkipLink {
  /** id of the element the link jumps to */
  target: string
  label: ParseKeys
}

/** A route module's `handle` that adds skip links to the default layout. */
export interface SkipLinksHandle {
  skipLinks: SkipLink[]
}

/**
 * The skip links the matched routes ask for, outermost first. A route whose loader failed shows
 * the error page, which has none of its targets.
 */
export function skipLinksOf(matches: UIMatch[]): SkipLink[] {
  return matches.flatMap((match) =>
    match.loaderData === undefined
      ? []
      : ((match.handle as Partial<SkipLinksHandle> | undefined)?.skipLinks ?? []),
  )
}
