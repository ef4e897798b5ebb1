import { spawnSync } from 'node:child_process'

// npm test: every check, in the order that fails fastest. Stops at the first failing step.
const steps: { name: string; command: string[] }[] = [
  { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'unit tests', command: ['npx', 'vitest', 'run', '--project', 'unit'] },
  // Before the integration tests: their storefront is the build (tests/integration/storefront.ts).
  { name: 'build', command: ['npx', 'react-router', 'build'] },
  { name: 'integration tests', command: ['npx', 'vitest', 'run', '--project', 'integration'] },
  { name: 'end-to-end tests', command: ['npx', 'playwright', 'test'] },
]

const only = process.argv.slice(2)
const started = Date.now()
for (const step of steps) {
  if (only.length > 0 && !only.some((name) => step.name.startsWith(name))) continue
  const stepStart = Date.now()
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
  const [command, ...args] = step.command
  const result = spawnSync(command!, args, { stdio: 'inherit', env: process.env })
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${step.name} (${seconds} s)`)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
