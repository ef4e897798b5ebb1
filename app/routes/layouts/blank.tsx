import { Outlet } from 'react-router'

/** PAGE-5 blank layout: the page alone, for error and print pages. */
export default function BlankLayout() {
  return <Outlet />
}
