// The catalogue's answers as the pages read them: the contract's types, the one source the
// API's OpenAPI document and the domain share (contracts/catalogue.responses.ts).
export type { Kitchen, KitchenSummary, Meal, MealDetail, Offer } from '../../contracts/catalogue.responses'
