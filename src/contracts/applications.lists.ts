/** Closed lists of the kitchen applications capability: each feeds a pgEnum and a valibot picklist. */

/** received → reviewing → approved | rejected (with a reason); src/domain/applications/application-states.ts. */
export const APPLICATION_STATUSES = ['received', 'reviewing', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The steps an operator takes an application through (received is where it starts). */
export const APPLICATION_STEPS = ['reviewing', 'approved', 'rejected'] as const
export type ApplicationStep = (typeof APPLICATION_STEPS)[number]

/**
 * The two documents a kitchen needs in Kenya (KENYA.md): every food handler's medical certificate
 * (valid six months) and the county's food hygiene licence.
 */
export const DOCUMENT_KINDS = ['medical-certificate', 'food-licence'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** How the food reaches the shopper. */
export const FULFILMENTS = ['delivery', 'pickup', 'both'] as const
export type Fulfilment = (typeof FULFILMENTS)[number]

/** The file types a document may be, as its first bytes say (not its name). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** At most this many bytes per document. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024

/** The medical certificate is valid six months from its issue: no later expiry is accepted. */
export const MEDICAL_CERTIFICATE_MONTHS = 6

/** At most this many typical dishes on one application. */
export const MAX_DISHES = 12

/** A typical dish and its whole-shilling price. */
export type TypicalDishInput = { name: string; priceKes: number }
