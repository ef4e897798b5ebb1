import { Tabs } from 'radix-ui'

/**
 * Description, technical data, print data, scope of delivery (trusted HTML from the shop). A tab
 * may lead with the page's own part (`leads`, by the tab's key): the print data tab states the
 * chosen configuration's print facts (PRE-3).
 */
export function ProductTabs({
  tabs,
  leads = {},
}: {
  tabs: { key: string; title: string; body: string }[]
  leads?: Record<string, React.ReactNode>
}) {
  if (tabs.length === 0) return null
  return (
    <Tabs.Root defaultValue={tabs[0]!.key} className="mt-10">
      <Tabs.List className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.key}
            value={tab.key}
            className="-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-brand-700 data-[state=active]:border-slate-200 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-brand-800"
          >
            {tab.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.key} className="prose-shop product-tab py-4">
          {leads[tab.key] ?? null}
          <div dangerouslySetInnerHTML={{ __html: tab.body }} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
