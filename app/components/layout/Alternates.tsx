import { useAlternates } from '#app/lib/alternates.ts'

/** canonical and hreflang links (de, en, x-default) for the current page. */
export function Alternates({ origin }: { origin: string }) {
  const { locale, paths } = useAlternates()
  return (
    <>
      <link rel="canonical" href={origin + paths[locale]} />
      <link rel="alternate" hrefLang="de" href={origin + paths.de} />
      <link rel="alternate" hrefLang="en" href={origin + paths.en} />
      <link rel="alternate" hrefLang="x-default" href={origin + paths.de} />
    </>
  )
}
