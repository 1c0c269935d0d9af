import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  DEFAULT_ALERT_AFTER_MINUTES,
  DEFAULT_ANSWER_WITHIN_MINUTES,
  DEFAULT_COMMISSION_BP,
  DELIVERY_PER_KM_KES,
  DELIVERY_RADIUS_KM,
} from '../../config/constants'
import type { OpeningHours } from '../../lib/catalogue-lists'
import type { ContentLanguage, ItemTranslations, ProviderTranslations } from '../../lib/content-languages'
import {
  allergenEnum,
  cuisineEnum,
  dietaryTagEnum,
  fulfilmentEnum,
  itemCategoryEnum,
  itemKindEnum,
  itemUnitEnum,
  neighbourhoodEnum,
  providerKindEnum,
  serviceEnum,
} from './enums'
import { tsvector } from './tsvector'

/**
 * One catalogue engine for all five services (DESIGN, Data): a provider (kitchen, store, chef,
 * farmer, creator) offers items (meal, product, experience, produce, recipe), with offers.
 * Money is integer Kenya shillings; time is UTC.
 */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    service: serviceEnum('service').notNull(),
    kind: providerKindEnum('kind').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    tagline: text('tagline').notNull(),
    story: text('story').notNull(),
    /** The language the kitchen writes its tagline, story and descriptions in (decision record 0104). */
    contentLanguage: text('content_language').$type<ContentLanguage>().notNull().default('en'),
    /** Its tagline and story in other languages: `{ "sw": { "tagline": …, "story": … } }`. */
    translations: jsonb('translations').$type<ProviderTranslations>().notNull().default({}),
    neighbourhood: neighbourhoodEnum('neighbourhood').notNull(),
    landmark: text('landmark').notNull(),
    /**
     * How its orders reach shoppers (decision record 0116): it delivers, shoppers pick them up
     * at its door, or either, as the shopper chooses per order.
     */
    fulfilment: fulfilmentEnum('fulfilment').notNull().default('delivery'),
    /** The kitchen's phone (E.164), shown to a shopper once the kitchen accepted their order. */
    phone: text('phone'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    cuisines: cuisineEnum('cuisines').array().notNull().default(sql`'{}'`),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The base of the delivery fee: what delivery costs before the distance (decision record 0037). */
    deliveryFeeKes: integer('delivery_fee_kes').notNull(),
    /** What each km from the kitchen to the address adds to the base. */
    deliveryPerKmKes: integer('delivery_per_km_kes').notNull().default(DELIVERY_PER_KM_KES),
    /** Beyond this straight-line distance the kitchen does not deliver. */
    deliveryRadiusKm: doublePrecision('delivery_radius_km').notNull().default(DELIVERY_RADIUS_KM),
    minOrderKes: integer('min_order_kes').notNull().default(0),
    /**
     * HomeCooked's commission on the kitchen's food, in basis points, set by an operator; an order
     * copies it when it is placed (decision record 0109). Never shown to shoppers.
     */
    commissionBp: integer('commission_bp').notNull().default(DEFAULT_COMMISSION_BP),
    /**
     * Its cheapest available item's price, kept by triggers on items (migration 0031): the list's
     * "price" order reads it through an index instead of a minimum per kitchen (decision 0105).
     */
    cheapestPriceKes: integer('cheapest_price_kes'),
    /**
     * The earliest expiry of its checked documents when every kind was checked, else null, kept by
     * triggers on kitchen_documents (migration 0036): the badge and the "verified" filter compare
     * it with today, so an expired document still drops the badge by itself (decision 0020), and a
     * list reads a column where it counted each kitchen's documents (decision 0105).
     */
    verifiedUntil: date('verified_until', { mode: 'string' }),
    /**
     * Its orders of the last 30 days that were not cancelled or left unpaid, kept by the minute's
     * popularity sweep (src/domain/catalogue/popularity-sweep.ts): the "popularity" order reads it
     * through an index instead of counting every kitchen's orders (decision 0117).
     */
    recentOrders: integer('recent_orders').notNull().default(0),
    prepMinutes: integer('prep_minutes').notNull(),
    /** Minutes the kitchen has to accept or decline an order before it is declined for it (decision 0110). */
    answerWithinMinutes: integer('answer_within_minutes').notNull().default(DEFAULT_ANSWER_WITHIN_MINUTES),
    /** Minutes after which an order not yet answered is sent to the cook's phone by SMS. */
    alertAfterMinutes: integer('alert_after_minutes').notNull().default(DEFAULT_ALERT_AFTER_MINUTES),
    /**
     * Same-day delivery slots can be ordered until this Nairobi time ("HH:MM", e.g. "10:00" for
     * lunch); null: until the prep time before the slot (decision record 0040).
     */
    preorderCutoff: text('preorder_cutoff'),
    coverImage: text('cover_image').notNull(),
    active: boolean('active').notNull().default(true),
    /** The kitchen paused taking orders until then (30 minutes, an hour, the rest of the day): shown closed. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Nairobi days it stays closed whatever its hours say, as "YYYY-MM-DD" (decision record 0112). */
    closedDays: jsonb('closed_days').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** A busy kitchen adds these minutes to every ready time shoppers see, until busy_until. */
    busyMinutes: integer('busy_minutes').notNull().default(0),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    /**
     * Its slot fields (hours, preparation time, cut-off, pause) as one key, equal for kitchens
     * whose slots are equal; kept by a trigger (migration 0032). The delivery-day filter decides
     * each schedule once, not each kitchen (src/domain/catalogue/delivery-day.ts).
     */
    scheduleKey: text('schedule_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text search: name (A), cuisines and area (B), tagline and story (C); kept by a trigger (migration 0010). */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    uniqueIndex('providers_slug_key').on(t.slug),
    index('providers_search_idx').using('gin', t.searchVector),
    index('providers_service_idx').on(t.service, t.active),
    // Bounding-box searches on the map filter on both coordinates.
    index('providers_lat_lng_idx').on(t.lat, t.lng),
    // Nearest first walks this in distance order and stops at the page (migration 0033).
    index('providers_point_idx').using('gist', sql`point(${t.lng}, ${t.lat})`),
    // A service's kitchens best rated first: the lists' default order and a meal's related meals
    // walk it and stop at a page (migration 0030).
    index('providers_rating_idx').on(t.service, t.rating.desc().nullsFirst(), t.id),
    // The distinct schedules of a service's active kitchens, read from the index alone.
    index('providers_schedule_idx').on(t.service, t.active, t.scheduleKey),
    index('providers_cheapest_idx').on(
      t.service,
      t.cheapestPriceKes.asc().nullsLast(),
      t.rating.desc().nullsFirst(),
      t.id,
    ),
    // The other orders the lists offer, each walked from its start and stopped at a page (decision 0117).
    index('providers_fee_idx').on(t.service, t.deliveryFeeKes, t.rating.desc().nullsFirst(), t.id),
    index('providers_newest_idx').on(t.service, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('providers_popular_idx').on(
      t.service,
      t.recentOrders.desc().nullsFirst(),
      t.rating.desc().nullsFirst(),
      t.id,
    ),
    check('providers_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('providers_fees_non_negative', sql`${t.deliveryFeeKes} >= 0 and ${t.minOrderKes} >= 0`),
    check('providers_preorder_cutoff', sql`${t.preorderCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'providers_answer_times',
      sql`${t.answerWithinMinutes} between 5 and 60 and ${t.alertAfterMinutes} between 1 and 30 and ${t.alertAfterMinutes} < ${t.answerWithinMinutes}`,
    ),
    check('providers_commission_range', sql`${t.commissionBp} between 0 and 5000`),
    check('providers_busy_minutes_range', sql`${t.busyMinutes} between 0 and 120`),
    check('providers_closed_days_list', sql`jsonb_typeof(${t.closedDays}) = 'array'`),
    check('providers_delivery_by_distance', sql`${t.deliveryPerKmKes} >= 0 and ${t.deliveryRadiusKm} > 0`),
    check(
      'providers_content_language',
      sql`${t.contentLanguage} in ('en', 'sw', 'fr', 'es', 'pt', 'ar', 'ki', 'kam')`,
    ),
  ],
)

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    service: serviceEnum('service').notNull(),
    kind: itemKindEnum('kind').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Its description in other languages than its kitchen's: `{ "sw": { "description": … } }`. */
    translations: jsonb('translations').$type<ItemTranslations>().notNull().default({}),
    priceKes: integer('price_kes').notNull(),
    /** What the price is for, and what the shopper's quantity counts (a portion, a kilo, a guest). */
    unit: itemUnitEnum('unit').notNull().default('portion'),
    /** How long a chef's experience lasts; null for anything that is not an experience. */
    durationMinutes: integer('duration_minutes'),
    category: itemCategoryEnum('category').notNull(),
    dietaryTags: dietaryTagEnum('dietary_tags').array().notNull().default(sql`'{}'`),
    allergens: allergenEnum('allergens').array().notNull().default(sql`'{}'`),
    /** What goes into it, as the cook lists it (the menu editor). */
    ingredients: text('ingredients').array().notNull().default(sql`'{}'`),
    /** Portions the cook makes a day; the cart will count against it. */
    dailyPortions: integer('daily_portions').notNull(),
    /** The photo's URL at its middle width (a seeded meal's picture, or an uploaded photo's). */
    image: text('image').notNull(),
    /** An uploaded photo's storage prefix (`meal-photos/12/<random>`): its WebP sizes are `<prefix>-<width>`. */
    photoKey: text('photo_key'),
    available: boolean('available').notNull().default(true),
    /** Taken off the menu for good while orders still name it (their history keeps the meal row). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Portions of it ordered in the last 30 days, kept as its kitchen's recent orders are (decision 0117). */
    recentPortions: integer('recent_portions').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text search: name (A), the kitchen's cuisines, dietary tags and category (B), description (C); kept by a trigger (migration 0010). */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    uniqueIndex('items_provider_slug_key').on(t.providerId, t.slug),
    index('items_search_idx').using('gin', t.searchVector),
    index('items_service_idx').on(t.service, t.available),
    index('items_provider_idx').on(t.providerId),
    // The meals' own orders, walked from their start and stopped at a page (decision 0117).
    index('items_price_idx').on(t.service, t.priceKes, t.id),
    index('items_newest_idx').on(t.service, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('items_popular_idx').on(t.service, t.recentPortions.desc().nullsFirst(), t.id),
    // A recipe is read, not sold (its ingredients are): it alone may cost nothing.
    check('items_price_positive', sql`${t.priceKes} > 0 or (${t.kind} = 'recipe' and ${t.priceKes} = 0)`),
    check('items_portions_non_negative', sql`${t.dailyPortions} >= 0`),
    check('items_duration_positive', sql`${t.durationMinutes} is null or ${t.durationMinutes} > 0`),
  ],
)

/**
 * What a recipe (a cookbook item) needs: grocery products and how much of each. "Add the
 * ingredients" puts these quantities of these products into the shopper's grocery cart.
 */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** How many of the product's units go into the cart (1 kg, 2 bunches). */
    quantity: integer('quantity').notNull(),
    /** How the recipe measures it, as its creator wrote it ("2 cups", "a handful"). */
    amount: text('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.productId] }),
    index('recipe_ingredients_product_idx').on(t.productId),
    check('recipe_ingredients_quantity_range', sql`${t.quantity} between 1 and 50`),
  ],
)

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Null: the offer covers the provider's whole menu. */
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    service: serviceEnum('service').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    percentOff: integer('percent_off').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('offers_service_idx').on(t.service, t.endsAt),
    check('offers_percent_range', sql`${t.percentOff} > 0 and ${t.percentOff} <= 90`),
  ],
)

export type ProviderRow = typeof providers.$inferSelect
export type ItemRow = typeof items.$inferSelect
export type OfferRow = typeof offers.$inferSelect

/**
 * One row whose version goes up in the same transaction as any change to kitchens, meals or
 * offers (triggers, migration 0008): the rendered-page cache keeps a page only while the
 * version it was rendered under is still current, on every instance (decision record 0014).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
})
