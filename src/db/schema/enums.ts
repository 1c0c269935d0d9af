import { pgEnum } from 'drizzle-orm/pg-core'
import { GENDERS, MESSAGE_CHANNELS, MESSAGE_PURPOSES } from '../../contracts/accounts.lists'
import {
  APPLICATION_STATUSES,
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  FULFILMENTS,
} from '../../contracts/applications.lists'
import { INQUIRY_KINDS, PARTNER_TYPES } from '../../contracts/content.lists'
import {
  ALLERGENS,
  CUISINES,
  DIETARY_TAGS,
  ITEM_KINDS,
  ITEM_UNITS,
  MEAL_CATEGORIES,
  NEIGHBOURHOODS,
  PROVIDER_KINDS,
  SERVICES,
} from '../../lib/catalogue-lists'
import { ORDER_FULFILMENTS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../lib/order-lists'

// Database enums built from the same const arrays the API validates against.
export const serviceEnum = pgEnum('service', SERVICES)
export const providerKindEnum = pgEnum('provider_kind', PROVIDER_KINDS)
export const itemKindEnum = pgEnum('item_kind', ITEM_KINDS)
export const neighbourhoodEnum = pgEnum('neighbourhood', NEIGHBOURHOODS)
export const cuisineEnum = pgEnum('cuisine', CUISINES)
export const itemCategoryEnum = pgEnum('item_category', MEAL_CATEGORIES)
export const itemUnitEnum = pgEnum('item_unit', ITEM_UNITS)
export const dietaryTagEnum = pgEnum('dietary_tag', DIETARY_TAGS)
export const allergenEnum = pgEnum('allergen', ALLERGENS)
export const inquiryKindEnum = pgEnum('inquiry_kind', INQUIRY_KINDS)
export const partnerTypeEnum = pgEnum('partner_type', PARTNER_TYPES)
export const genderEnum = pgEnum('gender', GENDERS)
export const messageChannelEnum = pgEnum('message_channel', MESSAGE_CHANNELS)
export const messagePurposeEnum = pgEnum('message_purpose', MESSAGE_PURPOSES)
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES)
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS)
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES)
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES)
export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS)
export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES)
export const fulfilmentEnum = pgEnum('fulfilment', FULFILMENTS)
export const orderFulfilmentEnum = pgEnum('order_fulfilment', ORDER_FULFILMENTS)
