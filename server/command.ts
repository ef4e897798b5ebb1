import { type AppConfig, ConfigError, loadConfig } from '#server/config.ts'

// What the shop's commands share (npm start, admin:create, storage:migrate): a failure ends the
// command with one clear line instead of a stack trace.

/** Ends the command with `message` on stderr and exit code 1. */
export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** The configuration from the environment; a wrong setting ends the command with its reason. */
export function configOrFail(env: Record<string, string | undefined> = process.env): AppConfig {
  try {
    return loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
}
