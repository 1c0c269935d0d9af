import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { neighbourhoodEnum } from './enums'

/**
 * A delivery address as Nairobi couriers use one (KENYA.md): the area, the estate or building,
 * floor and gate, a landmark, directions and a phone to call; a map pin when the shopper drops one.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    neighbourhood: neighbourhoodEnum('neighbourhood').notNull(),
    building: text('building').notNull(),
    floorAndDoor: text('floor_and_door'),
    landmark: text('landmark').notNull(),
    directions: text('directions'),
    phone: text('phone').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_pin_complete', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
)

export type AddressRow = typeof addresses.$inferSelect
