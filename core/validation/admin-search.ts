import { z } from 'zod'
import { SEARCH_MAX_LENGTH } from '#core/staff/search-hits.ts'
import { formText } from './form-input.ts'

// FIND-1, FIND-3: the back office's search box (`/admin/search?q=`, a GET form). Longer text is
// refused with its message, never cut (decision 0039); control characters and NUL too (SEC-8).

export const adminSearchQuery = z.object({ q: formText(SEARCH_MAX_LENGTH) })
