import { sql } from 'drizzle-orm'
import {
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
import { users } from './accounts'
import { providers } from './catalogue'
import {
  applicationStatusEnum,
  cuisineEnum,
  documentKindEnum,
  documentTypeEnum,
  fulfilmentEnum,
  neighbourhoodEnum,
  serviceEnum,
} from './enums'

/** A typical dish and its price, as the applicant wrote it. */
export type TypicalDish = { name: string; priceKes: number }

/**
 * A cook's (or another provider's) application to join. A visitor may apply: `user_id` is set
 * when the applicant is signed in, or later when an account with the same e-mail signs in.
 * `locale` is the applicant's language, for the messages at each step.
 */
export const kitchenApplications = pgTable(
  'kitchen_applications',
  {
    id: serial('id').primaryKey(),
    service: serviceEnum('service').notNull().default('food'),
    status: applicationStatusEnum('status').notNull().default('received'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kitchenName: text('kitchen_name').notNull(),
    cookName: text('cook_name').notNull(),
    /** E.164 (+2547XXXXXXXX / +2541XXXXXXXX). */
    phone: text('phone').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    neighbourhood: neighbourhoodEnum('neighbourhood').notNull(),
    landmark: text('landmark').notNull(),
    cuisines: cuisineEnum('cuisines').array().notNull(),
    dishes: jsonb('dishes').$type<TypicalDish[]>().notNull(),
    dailyCapacity: integer('daily_capacity').notNull(),
    fulfilment: fulfilmentEnum('fulfilment').notNull(),
    locale: text('locale').notNull(),
    /** Why it was rejected, told to the applicant. */
    rejectionReason: text('rejection_reason'),
    /** The provider approving it created. */
    kitchenId: integer('kitchen_id').references(() => providers.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kitchen_applications_status_idx').on(t.status, t.createdAt),
    index('kitchen_applications_user_idx').on(t.userId),
    index('kitchen_applications_email_idx').on(t.email),
    check('kitchen_applications_capacity_positive', sql`${t.dailyCapacity} > 0`),
    check(
      'kitchen_applications_reason_when_rejected',
      sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null)`,
    ),
  ],
)

/**
 * An uploaded document of an application. The bytes live in the document storage under
 * `storage_key`; `content_type` is what the file's first bytes are. An operator who has checked
 * the document records its expiry (`expires_on`, `checked_at`).
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => kitchenApplications.id, { onDelete: 'cascade' }),
    kind: documentKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: documentTypeEnum('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    fileName: text('file_name').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_documents_kind_key').on(t.applicationId, t.kind)],
)

/**
 * A renewed document a kitchen sent for an operator to check (decision record 0115): the file,
 * then the decision. One waits per kitchen and kind at most (a second upload replaces its file);
 * an accepted one becomes the kitchen's check, with the expiry the operator read on it.
 */
export const kitchenDocumentRenewals = pgTable(
  'kitchen_document_renewals',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: documentKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: documentTypeEnum('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    fileName: text('file_name').notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'accepted' (with the expiry read on it) or 'rejected' (with the reason the cook reads). */
    outcome: text('outcome'),
    expiresOn: date('expires_on', { mode: 'string' }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('kitchen_document_renewals_waiting_key')
      .on(t.providerId, t.kind)
      .where(sql`${t.decidedAt} is null`),
    index('kitchen_document_renewals_queue_idx').on(t.sentAt).where(sql`${t.decidedAt} is null`),
    check(
      'kitchen_document_renewals_decision',
      sql`(${t.decidedAt} is null and ${t.outcome} is null) or (${t.outcome} = 'accepted' and ${t.expiresOn} is not null) or (${t.outcome} = 'rejected' and ${t.reason} is not null)`,
    ),
  ],
)

/**
 * What was checked of a kitchen and until when: one row per document kind. A kitchen is
 * verified while both kinds have a row whose `expires_on` is today or later (Nairobi's day),
 * computed when read: an expired document drops the badge by itself, no job flips a flag.
 * `document_id` is null for kitchens the seed verified.
 */
export const kitchenDocuments = pgTable(
  'kitchen_documents',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: documentKindEnum('kind').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    documentId: integer('document_id').references(() => applicationDocuments.id, { onDelete: 'set null' }),
    /**
     * The last reminder sent for this check, in days before its expiry (30, then 7; decision
     * record 0113); null until the first. A new check starts it afresh.
     */
    remindedDays: integer('reminded_days'),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.kind] }),
    check('kitchen_documents_reminded_days', sql`${t.remindedDays} in (7, 30)`),
  ],
)

export type KitchenApplicationRow = typeof kitchenApplications.$inferSelect
export type ApplicationDocumentRow = typeof applicationDocuments.$inferSelect
