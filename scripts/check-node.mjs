// Runs in front of every npm script (package.json), before any TypeScript is loaded: an older
// Node dies on the .ts entry points with ERR_UNKNOWN_FILE_EXTENSION, which says nothing about
// the real cause. Plain JavaScript without recent syntax, so that the Node it refuses can run it.
import { readFileSync } from 'node:fs'

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const range = packageJson.engines.node
// engines.node is a plain minimum ('>=24' or '>=24.1.0'); anything else is a mistake here.
const wanted = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range)
if (!wanted) {
  console.error(
    `scripts/check-node.mjs understands only ">=N[.N.N]" in engines.node, not "${range}".`,
  )
  process.exit(1)
}
const minimum = [wanted[1], wanted[2] || 0, wanted[3] || 0].map(Number)
const found = /^v?(\d+)\.(\d+)\.(\d+)/.exec(process.version)
const current = found ? [found[1], found[2], found[3]].map(Number) : [0, 0, 0]
const differs = [0, 1, 2].filter((i) => current[i] !== minimum[i])[0]
if (differs !== undefined && current[differs] < minimum[differs]) {
  console.error(
    `This shop needs Node.js ${range} but found ${process.version}: install it with ` +
      `"nvm install ${minimum[0]}" (or "npm install --global node@${minimum[0]}") and run the command again.`,
  )
  process.exit(1)
}
