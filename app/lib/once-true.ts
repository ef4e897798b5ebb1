import { useState } from 'react'

/**
 * True from the first render on which `value` is true, and from then on: a part that loads when
 * it is first wanted (a dialog's code) stays mounted, so closing it keeps what it loaded.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  if (value && !seen) setSeen(true)
  return seen || value
}
