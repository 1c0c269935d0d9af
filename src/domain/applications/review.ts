import { and, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { DEFAULT_PREP_MINUTES, DELIVERY_BASE_KES } from '../../config/constants'
import { type DocumentKind, MEDICAL_CERTIFICATE_MONTHS } from '../../contracts/applications.lists'
import type { Application } from '../../contracts/applications.responses'
import type { ApplicationStepInput } from '../../contracts/applications.schemas'
import type { Db } from '../../db/client'
import {
  applicationDocuments,
  type KitchenApplicationRow,
  kitchenApplications,
  providers,
  type UserRow,
  users,
} from '../../db/schema'
import { coverArtPath } from '../../db/seed/seed'
import { DEFAULT_LOCALE, localeByCode } from '../../i18n/locales'
import { localizePath } from '../../i18n/routing'
import { DAYS } from '../../lib/catalogue-lists'
import { addMonths, nairobiDate } from '../../lib/nairobi-date'
import { SERVICE_DEFINITIONS } from '../../lib/service-definitions'
import { slugify } from '../../lib/slug'
import type { Transports } from '../accounts/transports'
import { DomainError, invalidField } from '../common/errors'
import { recordKitchenCheck } from '../common/kitchen-verification'
import { linkAccountToKitchen } from '../kitchen-console/members'
import { notifyApplicant } from '../notifications/application-notifications'
import { canCheckDocuments, canStepApplication } from './application-states'
import { applicationView } from './applications'
import { tellApplicant } from './tell-applicant'

/** A new kitchen cooks 09:00–21:00 every day until it sets its own hours (Nairobi time). */
const STARTING_HOURS = Object.fromEntries(DAYS.map((day) => [day, ['09:00', '21:00'] as [string, string]]))

const notFound = () => new DomainError('not-found', 'page.notFound')

/** Locks the application row for one decision (two operators at once: one wins, the other is 409). */
async function lockApplication(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(kitchenApplications)
    .where(eq(kitchenApplications.id, id))
    .for('update')
  if (!row) throw notFound()
  return row
}

/**
 * The account an application came from: the one that sent it signed in, or, for a visitor's, an
 * account opened afterwards with its e-mail and verified. Never an account that existed before a
 * visitor's application: anyone can type someone else's e-mail into the form (decision record
 * 0058).
 */
async function applicantAccount(db: Db, row: KitchenApplicationRow) {
  if (row.userId) return row.userId
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.identifier, row.email),
        isNotNull(users.identifierVerifiedAt),
        gte(users.createdAt, row.createdAt),
      ),
    )
  return account?.id ?? null
}

/**
 * The kitchen role and the kitchen_members link: the account runs the approved kitchen. Answers
 * the kitchen the account runs afterwards, which is another one when it already ran one (the
 * link is never replaced: linkAccountToKitchen).
 */
async function makeKitchenAccount(db: Db, userId: number, kitchenId: number) {
  await db
    .update(users)
    .set({
      roles: sql`array(select distinct unnest(${users.roles} || array['kitchen']::text[]))`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
  return linkAccountToKitchen(db, userId, kitchenId)
}

/**
 * An operator's step on an application: reviewing, then approved or rejected (with a reason).
 * Approving creates the provider (unverified until both documents are checked: its badge comes
 * from kitchen_documents), copies any checks already made, and gives the applicant's account the
 * kitchen role (now if the application came from an account, else when one opened afterwards
 * with its e-mail signs in); refused (409) when that account already runs a kitchen.
 */
export async function stepApplication(
  db: Db,
  transports: Transports,
  input: { id: number; step: ApplicationStepInput; operatorId: number; publicUrl: string },
): Promise<Application> {
  const { step } = input
  if (step.to === 'rejected' && !step.reason) throw invalidField('reason', 'application.reasonRequired')
  const now = new Date()
  const updated = await db.transaction(async (tx) => {
    const row = await lockApplication(tx, input.id)
    if (!canStepApplication(row.status, step.to))
      throw new DomainError('conflict', 'application.illegalStep', { status: [row.status] })
    const changes: Partial<KitchenApplicationRow> = {
      status: step.to,
      reviewedBy: input.operatorId,
      updatedAt: now,
    }
    if (step.to === 'rejected') changes.rejectionReason = step.reason ?? null
    if (step.to === 'approved') {
      const kitchenId = await createProvider(tx, row)
      changes.kitchenId = kitchenId
      changes.userId = await applicantAccount(tx, row)
      if (changes.userId) {
        const runs = await makeKitchenAccount(tx, changes.userId, kitchenId)
        // An account runs one kitchen: approving a second would take it from the first (409, the
        // whole step rolled back; the operator reads which kitchen it runs and can reject).
        if (runs && runs.id !== kitchenId)
          throw new DomainError('conflict', 'application.accountRunsKitchen', {}, { kitchen: runs.name })
      }
      const checked = await tx
        .select()
        .from(applicationDocuments)
        .where(and(eq(applicationDocuments.applicationId, row.id), isNotNull(applicationDocuments.expiresOn)))
      for (const document of checked)
        if (document.expiresOn)
          await recordKitchenCheck(tx, {
            kitchenId,
            kind: document.kind,
            expiresOn: document.expiresOn,
            documentId: document.id,
          })
    }
    const [after] = await tx
      .update(kitchenApplications)
      .set(changes)
      .where(eq(kitchenApplications.id, row.id))
      .returning()
    if (!after) throw notFound()
    await notifyApplicant(tx, after)
    return after
  })
  const locale = localeByCode(updated.locale)?.code ?? DEFAULT_LOCALE
  await tellApplicant(
    db,
    transports,
    updated,
    updated.status === 'approved'
      ? { step: 'approved', kitchenLink: `${input.publicUrl}${localizePath('/kitchen', locale)}` }
      : updated.status === 'rejected'
        ? { step: 'rejected', reason: updated.rejectionReason ?? '' }
        : { step: 'reviewing' },
  )
  return applicationView(db, updated)
}

async function createProvider(tx: Db, row: KitchenApplicationRow) {
  const [provider] = await tx
    .insert(providers)
    .values({
      service: row.service,
      // What an approved application of its service becomes (a kitchen, a store, a farmer…).
      kind: SERVICE_DEFINITIONS[row.service].providerKinds[0],
      slug: `${slugify(row.kitchenName) || 'kitchen'}-${row.id}`,
      name: row.kitchenName,
      ownerName: row.cookName,
      tagline: '',
      story: '',
      neighbourhood: row.neighbourhood,
      landmark: row.landmark,
      phone: row.phone,
      lat: row.lat,
      lng: row.lng,
      cuisines: row.cuisines,
      openingHours: STARTING_HOURS,
      // How its orders reach shoppers, as the cook said when applying (decision record 0116).
      fulfilment: row.fulfilment,
      deliveryFeeKes: row.fulfilment === 'pickup' ? 0 : DELIVERY_BASE_KES,
      prepMinutes: DEFAULT_PREP_MINUTES,
      coverImage: coverArtPath((row.id % 8) + 1),
    })
    .returning({ id: providers.id })
  if (!provider) throw new Error('Inserting the approved kitchen returned no row')
  return provider.id
}

/**
 * The expiry day an operator may record for a document: today or later, and for the medical
 * certificate at most six months ahead (it is valid six months). 422 on `expiresOn` otherwise.
 */
export function assertCheckableExpiry(kind: DocumentKind, expiresOn: string, now: Date): void {
  const today = nairobiDate(now)
  if (expiresOn < today) throw invalidField('expiresOn', 'application.expiresOn')
  const latest = addMonths(today, MEDICAL_CERTIFICATE_MONTHS)
  if (kind === 'medical-certificate' && expiresOn > latest)
    throw invalidField('expiresOn', 'application.medicalSixMonths', { latest })
}

/**
 * An operator checked one document and records its expiry day: today or later, and for the
 * medical certificate at most six months ahead (it is valid six months). Once the application is
 * approved the check also goes on the kitchen, whose badge shows while both are unexpired.
 */
export async function checkDocument(
  db: Db,
  input: { id: number; kind: DocumentKind; expiresOn: string; operatorId: number; now?: Date },
): Promise<Application> {
  assertCheckableExpiry(input.kind, input.expiresOn, input.now ?? new Date())
  const updated = await db.transaction(async (tx) => {
    const row = await lockApplication(tx, input.id)
    if (!canCheckDocuments(row.status))
      throw new DomainError('conflict', 'application.notUnderReview', { status: [row.status] })
    const [document] = await tx
      .update(applicationDocuments)
      .set({ expiresOn: input.expiresOn, checkedAt: new Date(), checkedBy: input.operatorId })
      .where(and(eq(applicationDocuments.applicationId, row.id), eq(applicationDocuments.kind, input.kind)))
      .returning()
    if (!document) throw notFound()
    if (row.kitchenId)
      await recordKitchenCheck(tx, {
        kitchenId: row.kitchenId,
        kind: input.kind,
        expiresOn: input.expiresOn,
        documentId: document.id,
      })
    return row
  })
  return applicationView(db, updated)
}

/**
 * Links a visitor's applications to the account that signs in with their e-mail (verified) and
 * was opened after they were sent (an older account did not send them: applicantAccount), and
 * makes it the kitchen's account where one was approved meanwhile, unless it already runs a
 * kitchen. Called when a session starts; cheap when there is nothing to claim.
 */
export async function claimApplications(db: Db, user: UserRow): Promise<UserRow> {
  if (!user.identifierVerifiedAt || !user.identifier.includes('@')) return user
  const claimed = await db
    .update(kitchenApplications)
    .set({ userId: user.id, updatedAt: new Date() })
    .where(
      and(
        eq(kitchenApplications.email, user.identifier),
        isNull(kitchenApplications.userId),
        lte(kitchenApplications.createdAt, user.createdAt),
      ),
    )
    .returning()
  const approved = claimed.filter((application) => application.status === 'approved' && application.kitchenId)
  for (const application of approved)
    if (application.kitchenId) await makeKitchenAccount(db, user.id, application.kitchenId)
  if (approved.length === 0) return user
  // The account's roles changed: answer it as it is now.
  const [fresh] = await db.select().from(users).where(eq(users.id, user.id))
  return fresh ?? user
}
