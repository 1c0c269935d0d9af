import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { ApplicationStatus, DocumentKind, DocumentType } from '../../contracts/applications.lists'
import { DOCUMENT_KINDS } from '../../contracts/applications.lists'
import type { Application, ApplicationPage } from '../../contracts/applications.responses'
import type { ApplicationFields } from '../../contracts/applications.schemas'
import type { Db } from '../../db/client'
import {
  type ApplicationDocumentRow,
  applicationDocuments,
  type KitchenApplicationRow,
  kitchenApplications,
} from '../../db/schema'
import { DEFAULT_LOCALE, type LocaleCode, localeByCode } from '../../i18n/locales'
import type { DocumentStorage } from '../../storage/document-storage'
import type { Transports } from '../accounts/transports'
import { DomainError } from '../common/errors'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'
import { nextApplicationSteps } from './application-states'
import { tellApplicant } from './tell-applicant'

/** A document as it arrived, its type read from its bytes (src/api/applications/uploads.ts). */
export type IncomingDocument = { kind: DocumentKind; bytes: Uint8Array; type: DocumentType; fileName: string }

/** Who is looking: operators see every application, anyone else only their own. */
export type Viewer = { userId: number | null; operator: boolean }

const notFound = () => new DomainError('not-found', 'page.notFound')

/** Where a document's bytes are stored: ids and random text only (never the uploaded name). */
const storageKeyOf = (applicationId: number, kind: DocumentKind) =>
  `applications/${applicationId}/${kind}-${crypto.randomUUID()}`

/**
 * Stores an application and its documents, all or nothing: the row and the document rows are
 * written in one transaction, the files inside it, and any file already written is removed
 * again when anything fails before the commit. The applicant is then told it arrived.
 */
export async function submitApplication(
  db: Db,
  storage: DocumentStorage,
  transports: Transports,
  input: {
    fields: ApplicationFields
    documents: IncomingDocument[]
    userId: number | null
    locale: LocaleCode
  },
) {
  const written: string[] = []
  let application: KitchenApplicationRow
  try {
    application = await db.transaction(async (tx) => {
      const { fields } = input
      const [row] = await tx
        .insert(kitchenApplications)
        .values({
          service: fields.service,
          userId: input.userId,
          kitchenName: fields.kitchenName,
          cookName: fields.cookName,
          phone: fields.phone,
          email: fields.email,
          lat: fields.lat,
          lng: fields.lng,
          neighbourhood: fields.neighbourhood,
          landmark: fields.landmark,
          cuisines: fields.cuisines,
          dishes: fields.dishes,
          dailyCapacity: fields.dailyCapacity,
          fulfilment: fields.fulfilment,
          locale: input.locale,
        })
        .returning()
      if (!row) throw new Error('Inserting an application returned no row')
      for (const document of input.documents) {
        const key = storageKeyOf(row.id, document.kind)
        written.push(key)
        await storage.put(key, document.bytes, document.type)
        await tx.insert(applicationDocuments).values({
          applicationId: row.id,
          kind: document.kind,
          storageKey: key,
          contentType: document.type,
          byteSize: document.bytes.byteLength,
          fileName: document.fileName,
        })
      }
      return row
    })
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)))
    throw error
  }
  await tellApplicant(db, transports, application, { step: 'received' })
  return application
}

/** The statuses, documents and next steps of one application, as the API answers it. */
export async function applicationView(db: Db, row: KitchenApplicationRow): Promise<Application> {
  const documents = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, row.id))
  return toView(row, documents)
}

function toView(row: KitchenApplicationRow, documents: ApplicationDocumentRow[]): Application {
  return {
    id: row.id,
    service: row.service,
    status: row.status,
    kitchenName: row.kitchenName,
    cookName: row.cookName,
    phone: row.phone,
    email: row.email,
    lat: row.lat,
    lng: row.lng,
    neighbourhood: row.neighbourhood,
    landmark: row.landmark,
    cuisines: row.cuisines,
    dishes: row.dishes,
    dailyCapacity: row.dailyCapacity,
    fulfilment: row.fulfilment,
    locale: localeByCode(row.locale)?.code ?? DEFAULT_LOCALE,
    rejectionReason: row.rejectionReason,
    kitchenId: row.kitchenId,
    linkedToAccount: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nextSteps: [...nextApplicationSteps(row.status)],
    documents: DOCUMENT_KINDS.flatMap((kind) => {
      const document = documents.find((d) => d.kind === kind)
      return document
        ? [
            {
              kind,
              contentType: document.contentType,
              byteSize: document.byteSize,
              fileName: document.fileName,
              expiresOn: document.expiresOn,
              checkedAt: document.checkedAt?.toISOString() ?? null,
            },
          ]
        : []
    }),
  }
}

/** One application the viewer may see (404 for anyone else's: its existence stays private). */
export async function visibleApplication(db: Db, id: number, viewer: Viewer): Promise<KitchenApplicationRow> {
  const [row] = await db.select().from(kitchenApplications).where(eq(kitchenApplications.id, id))
  if (!row) throw notFound()
  if (!viewer.operator && (viewer.userId === null || row.userId !== viewer.userId)) throw notFound()
  return row
}

/** Applications newest first: all of them for an operator (optionally of one status), else the viewer's own. */
export async function listApplications(
  db: Db,
  viewer: Viewer & { userId: number },
  options: PageRequest & { status?: ApplicationStatus | undefined },
): Promise<ApplicationPage> {
  const conditions: (SQL | undefined)[] = [
    options.status ? eq(kitchenApplications.status, options.status) : undefined,
    viewer.operator ? undefined : eq(kitchenApplications.userId, viewer.userId),
  ]
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kitchenApplications)
      .where(where)
      .orderBy(desc(kitchenApplications.createdAt), desc(kitchenApplications.id))
      .limit(options.perPage)
      .offset(offsetOf(options)),
    db.select({ n: count() }).from(kitchenApplications).where(where),
  ])
  const items = await Promise.all(rows.map((row) => applicationView(db, row)))
  return { ...toPage(items, total?.n ?? 0, options), asOperator: viewer.operator }
}

/** A document's bytes for a viewer who may see the application, with its type and a download name. */
export async function applicationDocument(
  db: Db,
  storage: DocumentStorage,
  id: number,
  kind: DocumentKind,
  viewer: Viewer,
) {
  await visibleApplication(db, id, viewer)
  const [document] = await db
    .select()
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.kind, kind)))
  if (!document) throw notFound()
  const bytes = await storage.get(document.storageKey)
  if (!bytes) throw notFound()
  return { bytes, contentType: document.contentType }
}
