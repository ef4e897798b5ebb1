import { FileDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function Downloads({
  downloads,
}: {
  downloads: { id: number; title: string; file: string }[]
}) {
  const { t } = useTranslation()
  if (downloads.length === 0) return null
  return (
    <section
      aria-labelledby="downloads"
      className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="downloads" className="font-semibold text-slate-900">
        {t('product.downloads')}
      </h2>
      <ul className="mt-2 space-y-1">
        {downloads.map((download) => (
          <li key={download.id}>
            <a
              href={`/media/${download.file}`}
              download
              className="inline-flex items-center gap-2 text-brand-700 underline-offset-2 hover:underline"
            >
              <FileDown aria-hidden="true" className="size-4" />
              {download.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
