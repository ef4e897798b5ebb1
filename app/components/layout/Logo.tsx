/** The shop's word mark: a stylised roll-up in the brand colours and the shop name. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <svg viewBox="0 0 32 40" aria-hidden="true" className="h-8 w-auto shrink-0 sm:h-9">
        <rect x="6" y="1" width="20" height="32" rx="1.5" fill="#1a4f9c" />
        <rect x="6" y="1" width="20" height="10" rx="1.5" fill="#2f7de1" />
        <path d="M9 20h14M9 24h10" stroke="#ffb43b" strokeWidth="2.2" strokeLinecap="round" />
        <rect x="3" y="33" width="26" height="5" rx="2" fill="#0f2a52" />
      </svg>
      <span className="text-[15px] leading-tight font-extrabold tracking-tight text-brand-900 min-[400px]:text-base sm:text-xl">
        {name}
      </span>
    </span>
  )
}
