export * from './catalog'
export * from './enums'
export * from './inquiries'
