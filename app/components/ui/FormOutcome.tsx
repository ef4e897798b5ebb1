import { isFailure, isSuccess } from '#app/lib/forms.ts'

/**
 * The answer of a form sent before hydration or without JavaScript (the page's action data):
 * the success or the headline of the failure, where the toast would have said it.
 */
export function FormOutcome({ answer }: { answer: unknown }) {
  if (isSuccess(answer) && answer.message) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {answer.message}
      </p>
    )
  }
  if (isFailure(answer)) {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
        {answer.message}
      </p>
    )
  }
  return null
}
