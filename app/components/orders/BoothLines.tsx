import { type BoothDetails, boothLines } from '#core/booth/booth.ts'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * FAIR-ADDR-3: a booth address's own lines under the address (fair, hall and booth, the contact
 * on site, the day and window to deliver), the same lines as the mail and the documents.
 */
export function BoothLines({ booth }: { booth: BoothDetails | null | undefined }) {
  const { locale } = useLocale()
  if (!booth) return null
  return (
    <span className="mt-1 block font-medium text-slate-900" data-testid="booth-lines">
      {boothLines(locale, booth).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </span>
  )
}
