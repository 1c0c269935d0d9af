import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { inquiryKindEnum, partnerTypeEnum } from './enums'

/** Contact and partnership messages, kept until someone on the team has answered them. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    kind: inquiryKindEnum('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164 (+2547XXXXXXXX) when given. */
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    organisation: text('organisation'),
    partnerType: partnerTypeEnum('partner_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_kind_created_idx').on(t.kind, t.createdAt)],
)

export type InquiryRow = typeof inquiries.$inferSelect
