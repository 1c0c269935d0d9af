export * from './catalog'
export * from './enums'
