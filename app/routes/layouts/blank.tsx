import { Outlet } from 'react-router'

/** spec 2 blank layout: the page alone, for error and print pages. */
export default function BlankLayout() {
  return <Outlet />
}
