import * as v from 'valibot'
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../config/constants'
import {
  ALLERGENS,
  CUISINES,
  DAYS,
  DIETARY_TAGS,
  MEAL_CATEGORIES,
  NEIGHBOURHOODS,
  PROVIDER_KINDS,
  SERVICES,
} from '../lib/catalog-lists'
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../lib/order-lists'

/** A positive whole number sent as text (query strings and path segments are text). */
const wholeNumber = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be a whole number`),
    v.trim(),
    v.regex(/^\d{1,9}$/, `${field} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${field} must be at least 1`),
    v.maxValue(max, `${field} must be at most ${max}`),
  )

export const idParam = v.object({ id: wholeNumber('id', 2_147_483_647) })

/** SPEC §7's optional queries (ping, /user/me): any keys are accepted and ignored. */
export const anyQuery = v.record(v.string(), v.union([v.string(), v.array(v.string())]))

export const pageQuery = v.object({
  page: v.optional(wholeNumber('page', 100_000), String(DEFAULT_PAGE)),
  perPage: v.optional(wholeNumber('perPage', MAX_PER_PAGE), String(DEFAULT_PER_PAGE)),
})

/** SPEC §5: the keyword is sent only when not empty; at most 100 characters. */
export const searchKeyword = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(100, 'searchKeyword must be at most 100 characters')),
)

export const kitchensQuery = v.object({ ...pageQuery.entries, searchKeyword })

export const mealsQuery = v.object({
  ...pageQuery.entries,
  searchKeyword,
  kitchenId: v.optional(wholeNumber('kitchenId', 2_147_483_647)),
})

// Response shapes, for the OpenAPI document and the contract tests.

export const ErrorBody = v.object({
  message: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
})

export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    page: v.number(),
    perPage: v.number(),
    total: v.number(),
    pageCount: v.number(),
  })

export const KitchenSummary = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  kind: v.picklist(PROVIDER_KINDS),
  tagline: v.string(),
  neighbourhood: v.picklist(NEIGHBOURHOODS),
  lat: v.number(),
  lng: v.number(),
  cuisines: v.array(v.picklist(CUISINES)),
  rating: v.number(),
  ratingCount: v.number(),
  deliveryFeeKes: v.pipe(v.number(), v.integer()),
  minOrderKes: v.pipe(v.number(), v.integer()),
  prepMinutes: v.number(),
  verified: v.boolean(),
  coverImage: v.string(),
  openNow: v.boolean(),
})

export const Meal = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  priceKes: v.pipe(v.number(), v.integer()),
  category: v.picklist(MEAL_CATEGORIES),
  dietaryTags: v.array(v.picklist(DIETARY_TAGS)),
  allergens: v.array(v.picklist(ALLERGENS)),
  dailyPortions: v.number(),
  image: v.string(),
  kitchen: v.object({
    id: v.number(),
    slug: v.string(),
    name: v.string(),
    neighbourhood: v.picklist(NEIGHBOURHOODS),
  }),
})

export const Kitchen = v.object({
  ...KitchenSummary.entries,
  ownerName: v.string(),
  story: v.string(),
  landmark: v.string(),
  openingHours: v.record(v.picklist(DAYS), v.tuple([v.string(), v.string()])),
  meals: v.array(Meal),
})

export const KitchenPage = pageOf(KitchenSummary)
export const MealPage = pageOf(Meal)

export const Ping = v.object({ data: v.object({ status: v.literal('ok'), time: v.string() }) })

export const ServiceList = v.object({
  services: v.array(v.object({ name: v.picklist(SERVICES), enabled: v.boolean() })),
})

export const InquiryReceipt = v.object({ id: v.number(), createdAt: v.string() })

const PublicUser = v.object({
  id: v.number(),
  name: v.string(),
  surname: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  avatarUrl: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  bio: v.nullable(v.string()),
  dateOfBirth: v.nullable(v.string()),
  roles: v.array(v.string()),
  createdAt: v.string(),
})

const Credential = v.object({
  identifier: v.string(),
  kind: v.picklist(['email', 'phone']),
  verified: v.boolean(),
  hasPassword: v.boolean(),
})

export const AccountEnvelope = v.object({ data: v.object({ user: PublicUser, credential: Credential }) })

export const SessionEnvelope = v.object({
  data: v.object({
    user: PublicUser,
    credential: Credential,
    accessToken: v.string(),
    refreshToken: v.string(),
    accessTokenExpiresAt: v.string(),
    refreshTokenExpiresAt: v.string(),
  }),
})

export const SentEnvelope = v.object({ data: v.object({ sent: v.literal(true) }) })
export const SignedOutEnvelope = v.object({ data: v.object({ signedOut: v.number() }) })

export const CartView = v.object({
  service: v.picklist(SERVICES),
  itemCount: v.number(),
  subtotalKes: v.number(),
  /** What live offers take off the menu prices. */
  savingKes: v.number(),
  deliveryFeesKes: v.number(),
  cartToken: v.optional(v.string()),
  groups: v.array(
    v.object({
      kitchen: v.object({
        id: v.number(),
        name: v.string(),
        deliveryFeeKes: v.number(),
        minOrderKes: v.number(),
        openNow: v.boolean(),
      }),
      lines: v.array(
        v.object({
          meal: Meal,
          quantity: v.number(),
          /** The price of a portion now: the menu price less a live offer. */
          unitPriceKes: v.number(),
          percentOff: v.number(),
          savingKes: v.number(),
          lineTotalKes: v.number(),
        }),
      ),
      subtotalKes: v.number(),
      savingKes: v.number(),
      belowMinimumKes: v.number(),
    }),
  ),
})

export const Offer = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  percentOff: v.number(),
  endsAt: v.string(),
  kitchen: v.object({ id: v.number(), name: v.string(), neighbourhood: v.string(), coverImage: v.string() }),
  meal: v.nullable(
    v.object({ id: v.number(), name: v.string(), priceKes: v.number(), offerPriceKes: v.number() }),
  ),
})
export const OfferPage = pageOf(Offer)

export const Address = v.object({
  id: v.number(),
  label: v.string(),
  neighbourhood: v.picklist(NEIGHBOURHOODS),
  building: v.string(),
  floorAndDoor: v.nullable(v.string()),
  landmark: v.string(),
  directions: v.nullable(v.string()),
  phone: v.string(),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  isDefault: v.boolean(),
  createdAt: v.string(),
})
export const AddressPage = pageOf(Address)

export const Favorites = v.object({ kitchens: v.array(KitchenSummary), meals: v.array(Meal) })

export const Payment = v.object({
  id: v.number(),
  checkoutId: v.string(),
  /** Set for cash, which each kitchen's rider collects per order; an M-Pesa attempt pays the checkout. */
  orderId: v.nullable(v.number()),
  method: v.picklist(PAYMENT_METHODS),
  status: v.picklist(PAYMENT_STATUSES),
  amountKes: v.number(),
  phone: v.nullable(v.string()),
  receipt: v.nullable(v.string()),
  resultCode: v.nullable(v.number()),
  resultDesc: v.nullable(v.string()),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
})
export const PaymentPage = pageOf(Payment)

const orderSummaryEntries = {
  id: v.number(),
  checkoutId: v.string(),
  status: v.picklist(ORDER_STATUSES),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  kitchen: v.object({ id: v.number(), name: v.string() }),
  subtotalKes: v.number(),
  deliveryFeeKes: v.number(),
  totalKes: v.number(),
  /** What has been paid for this order (its share of an M-Pesa payment, or its cash). */
  paidKes: v.number(),
  /** What this order still owes: 0 once paid or cancelled. */
  dueKes: v.number(),
  createdAt: v.string(),
}
export const OrderSummary = v.object(orderSummaryEntries)
export const OrderPage = pageOf(OrderSummary)

export const Order = v.object({
  ...orderSummaryEntries,
  items: v.array(
    v.object({
      itemId: v.nullable(v.number()),
      name: v.string(),
      unitPriceKes: v.number(),
      /** The menu price; above unitPriceKes when an offer applied. */
      listPriceKes: v.number(),
      quantity: v.number(),
      lineTotalKes: v.number(),
      savingKes: v.number(),
      note: v.nullable(v.string()),
    }),
  ),
  savingKes: v.number(),
  /** The address as it was at checkout. */
  deliveryAddress: v.omit(Address, ['id', 'isDefault', 'createdAt']),
  note: v.nullable(v.string()),
  payment: v.nullable(Payment),
  canRetryPayment: v.boolean(),
  canCancel: v.boolean(),
})

export const CheckoutResult = v.object({
  checkoutId: v.string(),
  orders: v.array(Order),
  payment: v.optional(Payment),
})

const positiveId = (field: string) =>
  v.pipe(
    v.number(`${field} must be a whole number`),
    v.integer(`${field} must be a whole number`),
    v.minValue(1, `${field} must be at least 1`),
  )

const noteText = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  )

/** The M-Pesa number as typed; the domain normalises it and says when it is not Kenyan. */
const mpesaPhoneText = v.optional(
  v.pipe(v.string('phone must be text'), v.trim(), v.maxLength(20, 'phone is too long')),
)

export const CheckoutInput = v.object({
  addressId: v.pipe(
    v.number('addressId must be the id of one of your addresses'),
    v.integer('addressId must be the id of one of your addresses'),
    v.minValue(1, 'addressId must be the id of one of your addresses'),
  ),
  paymentMethod: v.picklist(PAYMENT_METHODS, 'paymentMethod must be mpesa or cash'),
  phone: mpesaPhoneText,
  /** The one note of earlier clients reached every kitchen: refused, naming its successor. */
  note: v.optional(v.never('note is replaced by kitchenNotes: one note per kitchen')),
  /** A note for each kitchen's order ("no onions"): it reaches that kitchen only. */
  kitchenNotes: v.optional(
    v.array(
      v.object({ kitchenId: positiveId('kitchenId'), note: noteText('note', 500) }),
      'kitchenNotes must be a list of { kitchenId, note }',
    ),
  ),
  /** A note for one line of the cart ("less chilli"), shown with that line. */
  lineNotes: v.optional(
    v.array(
      v.object({ itemId: positiveId('itemId'), note: noteText('note', 200) }),
      'lineNotes must be a list of { itemId, note }',
    ),
  ),
})

export const RetryInput = v.object({ phone: mpesaPhoneText })
