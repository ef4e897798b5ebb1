import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * axe against WCAG 2.1 A/AA and axe's best practices (landmarks, heading order, …). Any
 * violation fails the test with the rule, its impact, the elements and axe's help.
 */
export async function expectAccessible(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  const report = violations.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map((node) => `    ${node.target.join(' ')}`),
      `    ${violation.helpUrl}`,
    ].join('\n'),
  )
  expect(report, `axe violations on ${state} (${page.url()})`).toEqual([])
}
