import { useRouteLoaderData } from 'react-router'
import type { loader } from '#app/root.tsx'

/** The frame data the root loader gathered (menus, footer, settings, tax, delay). */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root')
  if (!data) throw new Error('root data missing')
  return data
}
