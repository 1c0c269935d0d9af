import * as v from 'valibot'
import { LOCALE_CODES } from '../i18n/locales'
import { CUISINES, NEIGHBOURHOODS, SERVICES } from '../lib/catalogue-lists'
import {
  APPLICATION_STATUSES,
  APPLICATION_STEPS,
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  FULFILMENTS,
  MAX_DOCUMENT_BYTES,
} from './applications.lists'
import { pageOf } from './common.responses'

/** One application as the API answers it (to operators, and to the applicant). */
export const Application = v.object({
  id: v.number(),
  service: v.picklist(SERVICES),
  status: v.picklist(APPLICATION_STATUSES),
  kitchenName: v.string(),
  cookName: v.string(),
  phone: v.string(),
  email: v.string(),
  lat: v.number(),
  lng: v.number(),
  neighbourhood: v.picklist(NEIGHBOURHOODS),
  landmark: v.string(),
  cuisines: v.array(v.picklist(CUISINES)),
  dishes: v.array(v.object({ name: v.string(), priceKes: v.number() })),
  dailyCapacity: v.number(),
  fulfilment: v.picklist(FULFILMENTS),
  /** The language the applicant applied in: their messages use it. */
  locale: v.picklist(LOCALE_CODES),
  rejectionReason: v.nullable(v.string()),
  /** The provider approving it created. */
  kitchenId: v.nullable(v.number()),
  /** Whether an account is linked (the applicant was signed in, or has signed in since with the e-mail). */
  linkedToAccount: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The steps an operator may take from here. */
  nextSteps: v.array(v.picklist(APPLICATION_STEPS)),
  documents: v.array(
    v.object({
      kind: v.picklist(DOCUMENT_KINDS),
      contentType: v.picklist(DOCUMENT_TYPES),
      byteSize: v.number(),
      fileName: v.string(),
      /** Set once an operator checked it: valid until this day (YYYY-MM-DD). */
      expiresOn: v.nullable(v.string()),
      checkedAt: v.nullable(v.string()),
    }),
  ),
})

export type Application = v.InferOutput<typeof Application>

export const ApplicationPage = v.object({
  ...pageOf(Application).entries,
  /** Whether the caller reviews applications (operator): every one is listed, else only the caller's own. */
  asOperator: v.boolean(),
})
export type ApplicationPage = v.InferOutput<typeof ApplicationPage>

const text = (description: string) => ({ type: 'string' as const, description })

/** The multipart body of POST /api/kitchen-applications, for the OpenAPI document. */
export const applicationFormSchema = {
  type: 'object' as const,
  required: [
    'kitchenName',
    'cookName',
    'phone',
    'email',
    'lat',
    'lng',
    'neighbourhood',
    'landmark',
    'dishes',
    'dailyCapacity',
    'fulfilment',
    'medicalCertificate',
    'foodLicence',
  ],
  properties: {
    service: { type: 'string' as const, enum: [...SERVICES], default: 'food' },
    kitchenName: text('2 to 80 characters'),
    cookName: text('2 to 80 characters'),
    phone: text('A Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX, +2547…, 2547…'),
    email: text('An e-mail address; messages about the application go there'),
    lat: text('Latitude in Kenya, decimal degrees'),
    lng: text('Longitude in Kenya, decimal degrees'),
    neighbourhood: { type: 'string' as const, enum: [...NEIGHBOURHOODS] },
    landmark: text('3 to 200 characters'),
    cuisines: {
      type: 'array' as const,
      items: { type: 'string' as const, enum: [...CUISINES] },
      description:
        'A repeated field; at least one for a service whose providers cook (food, chef, cookbook), none needed for a store or a farm',
    },
    dishes: text('1 to 12 lines, each a dish and its price in shillings: "Beef pilau, 350"'),
    dailyCapacity: text('Portions a day, 1 to 2000'),
    fulfilment: { type: 'string' as const, enum: [...FULFILMENTS] },
    medicalCertificate: {
      type: 'string' as const,
      format: 'binary',
      description: `The food handler's medical certificate: PDF, JPEG or PNG (read from its bytes), at most ${MAX_DOCUMENT_BYTES} bytes`,
    },
    foodLicence: {
      type: 'string' as const,
      format: 'binary',
      description: `The county food licence: PDF, JPEG or PNG (read from its bytes), at most ${MAX_DOCUMENT_BYTES} bytes`,
    },
  },
}
