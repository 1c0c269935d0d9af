import type { ApplicationStatus, ApplicationStep } from '../../contracts/applications.lists'

/**
 * An application's life: received → reviewing (an operator took it up) → approved or rejected
 * (with a reason). Nothing skips the review, and a decision is final.
 */
const NEXT: Partial<Record<ApplicationStatus, readonly ApplicationStep[]>> = {
  received: ['reviewing'],
  reviewing: ['approved', 'rejected'],
}

export const nextApplicationSteps = (status: ApplicationStatus): readonly ApplicationStep[] =>
  NEXT[status] ?? []

export const canStepApplication = (from: ApplicationStatus, to: ApplicationStep) =>
  nextApplicationSteps(from).includes(to)

/** Documents are checked while the application is reviewed, or renewed once it is approved. */
export const canCheckDocuments = (status: ApplicationStatus) =>
  status === 'reviewing' || status === 'approved'
