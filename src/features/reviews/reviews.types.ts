/** The API's answers (contracts/reviews.responses.ts), which the domain returns. */
export type { Review } from '../../contracts/reviews.responses'
