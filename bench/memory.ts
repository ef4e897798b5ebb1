import { readFileSync } from 'node:fs'
import { BenchError } from './shop.ts'

// Server memory: the shop process's resident set (VmRSS) and its peak so far (VmHWM), read from
// /proc (Linux) at the moments run.ts names (after start, after the load, ...).

export interface MemoryReading {
  /** When it was read: 'after start', 'after load', ... */
  moment: string
  rssMB: number
  peakMB: number
}

export function readMemory(pid: number, moment: string): MemoryReading {
  let status: string
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch (error) {
    throw new BenchError(
      `Cannot read the memory of process ${pid} (/proc, Linux only): ${(error as Error).message}`,
    )
  }
  const kB = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)
    if (!match) throw new BenchError(`/proc/${pid}/status has no ${field}`)
    return Number(match[1])
  }
  return {
    moment,
    rssMB: Math.round(kB('VmRSS') / 1024),
    peakMB: Math.round(kB('VmHWM') / 1024),
  }
}
