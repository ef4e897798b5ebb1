/** All consent choices look alike: accepting is not easier than rejecting. */
export function ConsentButton({
  onClick,
  children,
}: {
  onClick: () => void
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-md border border-brand-700 bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      {children}
    </button>
  )
}
