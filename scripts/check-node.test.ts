import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const script = new URL('./check-node.mjs', import.meta.url).pathname

/** Runs the check as npm would, with process.version made to say `version`. */
function checkAs(version?: string) {
  const fake = `data:text/javascript,Object.defineProperty(process,'version',{value:'${version}'})`
  const result = spawnSync(process.execPath, [...(version ? ['--import', fake] : []), script], {
    encoding: 'utf8',
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('scripts/check-node.mjs', () => {
  it('stops an older Node with one line naming found, needed and how to get it', () => {
    const result = checkAs('v20.11.1')
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('v20.11.1')
    expect(lines[0]).toContain('>=24')
    expect(lines[0]).toContain('nvm install 24')
    expect(lines[0]).toContain('npm install --global node@24')
  })

  it('lets the needed Node and newer ones through without a word', () => {
    for (const version of [undefined, 'v24.0.0', 'v26.1.0']) {
      const result = checkAs(version)
      expect(result.status).toBe(0)
      expect(result.stderr + result.stdout).toBe('')
    }
    expect(checkAs('v23.11.0').status).toBe(1)
  })
})
