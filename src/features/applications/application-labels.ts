import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Service } from '../../lib/catalogue-lists'

// Shared with the kitchens list's filters.
export { CUISINE_LABELS } from '../../lib/meal-labels'

import type { ApplicationStatus, DocumentKind } from '../../contracts/applications.lists'

// Shared with the kitchen's settings.
export { FULFILMENT_LABELS } from '../../components/format/fulfilment-labels'

export const DOCUMENT_LABELS: Record<DocumentKind, MessageDescriptor> = {
  'medical-certificate': msg`Food handler's medical certificate`,
  'food-licence': msg`County food licence`,
}

export const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  received: msg`Received`,
  reviewing: msg`Under review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
}

/** The join form in each service's own words: who applies, and what their business is called. */
export const JOIN_WORDS: Record<
  Service,
  {
    title: MessageDescriptor
    business: MessageDescriptor
    person: MessageDescriptor
    offers: MessageDescriptor
    /** The operator's approval, which creates the provider. */
    approve: MessageDescriptor
    /** The link to the provider's page once it exists. */
    open: MessageDescriptor
  }
> = {
  food: {
    title: msg`Apply to cook with us`,
    business: msg`Kitchen name`,
    person: msg`Cook's name`,
    offers: msg`Typical dishes and prices`,
    approve: msg`Approve and create the kitchen`,
    open: msg`Open the kitchen's page`,
  },
  grocery: {
    title: msg`Apply to sell your groceries with us`,
    business: msg`Store name`,
    person: msg`Shopkeeper's name`,
    offers: msg`Typical products and prices`,
    approve: msg`Approve and create the store`,
    open: msg`Open the store's page`,
  },
  farm: {
    title: msg`Apply to sell your produce with us`,
    business: msg`Farm name`,
    person: msg`Farmer's name`,
    offers: msg`Typical produce and prices`,
    approve: msg`Approve and create the farm`,
    open: msg`Open the farm's page`,
  },
  chef: {
    title: msg`Apply to cook as a chef with us`,
    business: msg`Chef business name`,
    person: msg`Chef's name`,
    offers: msg`Typical dishes or experiences and prices`,
    approve: msg`Approve and create the chef's page`,
    open: msg`Open the chef's page`,
  },
  cookbook: {
    title: msg`Apply to share your recipes with us`,
    business: msg`Creator name`,
    person: msg`Your name`,
    offers: msg`Typical recipes or dishes and prices`,
    approve: msg`Approve and create the creator's page`,
    open: msg`Open the creator's page`,
  },
}
