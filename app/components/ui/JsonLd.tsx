import { jsonLdText } from '#core/seo/json-ld.ts'

/** Structured data; a data block, not a script that runs. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}
