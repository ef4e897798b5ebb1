// English catalog: the fallback language (SHOP-2), so it holds every key. The German catalog
// must have the same shape (checked by the type `Messages`). PERF-3: it is made of parts that
// reach the browser apart: the storefront's, the back office's and the server's own.
import { backOfficeEn } from './back-office.en.ts'
import { serverEn } from './server.en.ts'
import { storefrontEn } from './storefront.en.ts'

export const en = { ...storefrontEn, ...backOfficeEn, ...serverEn }

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }
export type Messages = DeepStrings<typeof en>
export type StorefrontMessages = DeepStrings<typeof storefrontEn>
export type BackOfficeMessages = DeepStrings<typeof backOfficeEn>
export type ServerMessages = DeepStrings<typeof serverEn>
