/** The API's answers (contracts/applications.responses.ts), which the domain returns. */
export type { Application } from '../../contracts/applications.responses'
