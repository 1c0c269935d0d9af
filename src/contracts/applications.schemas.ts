import * as v from 'valibot'
import { CUISINES, NEIGHBOURHOODS, SERVICES } from '../lib/catalogue-lists'
import { kenyanPhone } from '../lib/phone'
import { calendarDay, IdInput, idText, trimmedText } from '../lib/schema-pieces'
import { SERVICE_DEFINITIONS } from '../lib/service-definitions'
import {
  APPLICATION_STATUSES,
  APPLICATION_STEPS,
  DOCUMENT_KINDS,
  FULFILMENTS,
  MAX_DISHES,
  type TypicalDishInput,
} from './applications.lists'
import { pageQuery } from './common.responses'
import { PageInput } from './common.schemas'

/** "Beef pilau, 350" or "Beef pilau - KES 350": a dish and its whole-shilling price. */
const DISH_LINE = /^(.{2,80}?)\s*[,:;–—-]?\s*(?:KES|Ksh\.?|Sh\.?)?\s*(\d{1,6})\s*(?:\/=|KES|Ksh)?$/i

/** The dishes textarea, one dish a line, as a list; null when a line does not read. */
function parseDishes(text: string): TypicalDishInput[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  const dishes: TypicalDishInput[] = []
  for (const line of lines) {
    const match = DISH_LINE.exec(line)
    const priceKes = Number(match?.[2])
    if (!match?.[1] || !(priceKes >= 1)) return null
    dishes.push({ name: match[1].trim(), priceKes })
  }
  return dishes.length >= 1 && dishes.length <= MAX_DISHES ? dishes : null
}

/** A coordinate inside Kenya's bounding box, sent as text. */
const coordinate = (min: number, max: number) =>
  v.pipe(
    v.string('application.position'),
    v.trim(),
    v.regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'application.position'),
    v.transform(Number),
    v.minValue(min, 'application.position'),
    v.maxValue(max, 'application.position'),
  )

/**
 * The text fields of an application as the form, the server function and the API check them
 * (multipart fields are text; `cuisines` is a repeated field). The documents are checked apart
 * (their bytes: src/api/applications/uploads.ts).
 */
export const ApplicationFieldsObject = v.object({
  service: v.optional(v.picklist(SERVICES, 'application.service'), 'food'),
  kitchenName: trimmedText(2, 80, 'application.kitchenName'),
  cookName: trimmedText(2, 80, 'application.cookName'),
  phone: kenyanPhone('application.phone'),
  email: v.pipe(
    v.string('application.email'),
    v.trim(),
    v.toLowerCase(),
    v.email('application.email'),
    v.maxLength(254, 'application.email'),
  ),
  lat: coordinate(-4.9, 5.1),
  lng: coordinate(33.9, 42),
  neighbourhood: v.picklist(NEIGHBOURHOODS, 'application.neighbourhood'),
  landmark: trimmedText(3, 200, 'application.landmark'),
  cuisines: v.pipe(
    v.array(v.picklist(CUISINES, 'application.cuisines'), 'application.cuisines'),
    v.maxLength(CUISINES.length, 'application.cuisines'),
    v.transform((list) => [...new Set(list)]),
  ),
  dishes: v.pipe(
    v.string('application.dishes'),
    v.maxLength(2000, 'application.dishes'),
    v.check((text) => parseDishes(text) !== null, 'application.dishes'),
    v.transform((text) => parseDishes(text) ?? []),
  ),
  dailyCapacity: v.pipe(
    v.string('application.dailyCapacity'),
    v.trim(),
    v.regex(/^\d{1,4}$/, 'application.dailyCapacity'),
    v.transform(Number),
    v.minValue(1, 'application.dailyCapacity'),
    v.maxValue(2000, 'application.dailyCapacity'),
  ),
  fulfilment: v.picklist(FULFILMENTS, 'application.fulfilment'),
})

/** A provider who cooks names at least one cuisine; a store or a farm names none (service-definitions.ts). */
export const ApplicationFields = v.pipe(
  ApplicationFieldsObject,
  v.forward(
    v.partialCheck(
      [['service'], ['cuisines']],
      (input) => !SERVICE_DEFINITIONS[input.service].cooks || input.cuisines.length > 0,
      'application.cuisines',
    ),
    ['cuisines'],
  ),
)
export type ApplicationFields = v.InferOutput<typeof ApplicationFields>

/** The operator's list: one status, and paging. */
const ApplicationStatusFilter = v.optional(v.picklist(APPLICATION_STATUSES, 'application.status'))

/** An operator's step: reviewing, approved, or rejected with a reason for the applicant. */
export const ApplicationStepInput = v.object({
  to: v.picklist(APPLICATION_STEPS, 'application.step'),
  reason: v.optional(trimmedText(3, 300, 'application.reasonRequired')),
})
export type ApplicationStepInput = v.InferOutput<typeof ApplicationStepInput>

/** An operator's check of one document: its expiry day (the medical certificate's at most six months ahead). */
export const DocumentCheckInput = v.object({
  expiresOn: calendarDay('application.expiresOn'),
})

const DocumentKindParam = v.picklist(DOCUMENT_KINDS, 'application.documentKind')

/** GET /api/kitchen-applications: paging and the status. */
export const ApplicationListQuery = v.object({ ...pageQuery.entries, status: ApplicationStatusFilter })

/** The same list as the web's server function takes it: the page as a number (contracts/common.schemas.ts). */
export const ApplicationListInput = v.object({
  page: PageInput.entries.page,
  status: ApplicationStatusFilter,
})

/** /api/kitchen-applications/{id}/documents/{kind} */
export const DocumentParam = v.object({ id: idText(), kind: DocumentKindParam })

/** A kitchen's document kind in a path: /api/kitchen/documents/{kind}/renewal. */
export const DocumentKindPath = v.object({ kind: DocumentKindParam })

/** The operator's step as the web's server function takes it: the API's body, and the application's id. */
export const ApplicationStepCall = v.object({ ...IdInput.entries, ...ApplicationStepInput.entries })

/** The operator's document check as the web's server function takes it: the API's path and body. */
export const DocumentCheckCall = v.object({
  ...IdInput.entries,
  kind: DocumentKindParam,
  ...DocumentCheckInput.entries,
})
