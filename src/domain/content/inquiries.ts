import type { InquiryReceipt } from '../../contracts/content.responses'
import type { Inquiry } from '../../contracts/content.schemas'
import type { Db } from '../../db/client'
import { inquiries } from '../../db/schema'

/** Stores a contact or partnership message; the team answers it from the database. */
export async function saveInquiry(db: Db, inquiry: Inquiry): Promise<InquiryReceipt> {
  const [row] = await db
    .insert(inquiries)
    .values({
      kind: inquiry.kind,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone ?? null,
      subject: inquiry.subject ?? null,
      message: inquiry.message,
      organisation: inquiry.organisation ?? null,
      partnerType: inquiry.kind === 'partnership' ? (inquiry.partnerType ?? null) : null,
    })
    .returning({ id: inquiries.id, createdAt: inquiries.createdAt })
  if (!row) throw new Error('Saving the inquiry returned no row')
  return { id: row.id, createdAt: row.createdAt.toISOString() }
}
