/** Messages from the server that a form could not place on a field, read out at once. */
export function AlertList({ messages, testId }: { messages: string[]; testId?: string }) {
  if (messages.length === 0) return null
  return (
    // role=alert on the list itself would replace its list role and orphan the items.
    <div
      role="alert"
      className="rounded-md bg-red-50 p-3 text-sm text-red-800"
      data-testid={testId}
    >
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}
