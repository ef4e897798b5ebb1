/**
 * A back-office action's answer above its form: green for done, red for refused. A refusal is an
 * alert (read at once), a success a status (read when the reader is free).
 */
export function AnswerBanner({
  failed,
  message,
  testId,
  className = 'mt-3',
}: {
  /** Anything truthy: the failure itself, or whether there is one. */
  failed: unknown
  message: string | undefined
  testId: string
  className?: string
}) {
  const colours = failed ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={`${className} rounded-md p-3 text-sm ${colours}`}
      data-testid={testId}
    >
      {message}
    </p>
  )
}
