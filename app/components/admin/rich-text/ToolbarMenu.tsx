import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'

// A toolbar menu of the rich-text editor (Radix's menu: keyboard, focus and roles built in).

export interface MenuItem {
  key: string
  label: string
  run: () => void
  disabled?: boolean
}

export function ToolbarMenu({
  text,
  label,
  items,
  testId,
}: {
  text: ReactNode
  label: string
  items: MenuItem[]
  testId: string
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        data-testid={testId}
        className="min-w-9 rounded px-2 py-1 text-sm font-semibold hover:bg-slate-200 data-[state=open]:bg-slate-300"
      >
        {text} ▾
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          // The command puts the focus into the text: the menu leaves it there.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-50 min-w-56 rounded-md border border-slate-300 bg-white p-1 text-sm text-slate-900 shadow-lg"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              disabled={item.disabled}
              onSelect={item.run}
              className="cursor-pointer rounded px-3 py-2 outline-none data-[disabled]:cursor-default data-[disabled]:text-slate-500 data-[highlighted]:bg-slate-100"
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
