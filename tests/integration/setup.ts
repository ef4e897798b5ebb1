import { afterEach, vi } from 'vitest'

// A test that logs console.error fails: an unexpected error is never silent.
const errorSpy = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = errorSpy.mock.calls
  errorSpy.mockClear()
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    )
  }
})
