import { dictionary } from '@zxcvbn-ts/language-common'

let list: ReadonlySet<string> | undefined

/**
 * A password found in the zxcvbn-ts project's list of common passwords (about 49,000, from
 * leaked password sets, all lower case), whatever its capitals: 'Password1' is as guessable as
 * 'password1'. Built on first use; the list stays on the server (refuseCommonPasswords).
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(dictionary['passwords-common'])
  return list.has(password.toLowerCase())
}
