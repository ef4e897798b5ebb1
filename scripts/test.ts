import { spawn } from 'node:child_process'

// npm test: every check, in the order that fails fastest. Stops at the first failing stage.
// The static checks each use about one core, so they run side by side, their output held back
// and printed whole when each ends (decision 0041); the test stages use both cores themselves.
interface Step {
  name: string
  command: string[]
}
const stages: Step[][] = [
  [
    { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
    { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  ],
  [{ name: 'unit tests', command: ['npx', 'vitest', 'run', '--project', 'unit'] }],
  // Before the integration tests: their storefront is the build (tests/integration/storefront.ts).
  [{ name: 'build', command: ['npx', 'react-router', 'build'] }],
  [{ name: 'integration tests', command: ['npx', 'vitest', 'run', '--project', 'integration'] }],
  [{ name: 'end-to-end tests', command: ['npx', 'playwright', 'test'] }],
]

/** Runs a step; alone, its output streams; beside others, it is printed when the step ends. */
function run(step: Step, alone: boolean): Promise<{ ok: boolean; seconds: string }> {
  const started = Date.now()
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
  const [command, ...args] = step.command
  const child = spawn(command!, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: process.env,
  })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (!alone && output.length > 0) {
        console.log(`\n── ${step.name} ──`)
        process.stdout.write(Buffer.concat(output))
      }
      const ok = code === 0
      if (ok) console.log(`✔ ${step.name} (${seconds} s)`)
      else console.error(`\n✖ ${step.name} failed after ${seconds} s`)
      resolve({ ok, seconds })
    })
  })
}

const only = process.argv.slice(2)
const chosen = (step: Step) => only.length === 0 || only.some((name) => step.name.startsWith(name))
const started = Date.now()
for (const stage of stages) {
  const steps = stage.filter(chosen)
  if (steps.length === 0) continue
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)))
  if (results.some((result) => !result.ok)) process.exit(1)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
