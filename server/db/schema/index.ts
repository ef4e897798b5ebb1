export * from './content.ts'
export * from './countries.ts'
export * from './settings.ts'
export * from './catalog.ts'
