import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { items } from './catalogue'

/**
 * A meal's options as its cook defines them (decision record 0041): groups
 * ("Portion", "Spice level", "Side") of choices, each choice a price difference in whole
 * shillings (negative for a smaller portion). A group is required or not, and lets the shopper
 * pick one choice (max_choices 1, radio buttons) or up to max_choices (checkboxes).
 */
export const itemOptionGroups = pgTable(
  'item_option_groups',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The shopper must pick at least one choice of it. */
    required: boolean('required').notNull().default(false),
    /** 1: one choice (radio buttons); more: up to that many (checkboxes). */
    maxChoices: integer('max_choices').notNull().default(1),
    /** The cook's order of the groups on the meal's page. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('item_option_groups_item_idx').on(t.itemId, t.position),
    check('item_option_groups_max_choices', sql`${t.maxChoices} between 1 and 20`),
  ],
)

export const itemOptionChoices = pgTable(
  'item_option_choices',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => itemOptionGroups.id, { onDelete: 'cascade' }),
    /** The group's meal, copied: "a choice of another meal" is refused by one lookup. */
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the choice adds to the meal's price (whole shillings; negative takes off). */
    priceDeltaKes: integer('price_delta_kes').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('item_option_choices_group_idx').on(t.groupId, t.position),
    index('item_option_choices_item_idx').on(t.itemId),
    check('item_option_choices_delta_range', sql`${t.priceDeltaKes} between -100000 and 100000`),
  ],
)

export type OptionGroupRow = typeof itemOptionGroups.$inferSelect
export type OptionChoiceRow = typeof itemOptionChoices.$inferSelect

/** A chosen option as an order line keeps it: names and price as they were (menus change). */
export type OrderLineOption = {
  choiceId: number
  group: string
  name: string
  priceDeltaKes: number
}
