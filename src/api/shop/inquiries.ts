import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { InquiryReceipt } from '../../contracts/content.responses'
import { InquiryInput } from '../../contracts/content.schemas'
import { saveInquiry } from '../../domain/content/inquiries'
import { consume } from '../auth/rate-limits'
import { clientAddress } from '../auth/request-facts'
import { errorResponses, json, jsonBody, publicOperation, tooManyResponse } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'

/** The contact and partnership forms of the static pages. */
export const inquiriesRoutes = new Hono<ApiEnv>().post(
  '/',
  describeRoute({
    ...publicOperation,
    tags: ['Content'],
    summary: 'Send a contact message or a partnership application',
    requestBody: jsonBody(InquiryInput),
    responses: {
      201: json(InquiryReceipt, 'Stored; the team will answer'),
      422: errorResponses[422],
      ...tooManyResponse('Too many messages from this address; Retry-After says when'),
    },
  }),
  validator('json', InquiryInput, validationFailed),
  async (c) => {
    // Counted once valid, before it is stored: a script cannot fill the team's queue (0032).
    await consume(c, [['inquiriesByAddress', clientAddress(c)]])
    return c.json(await saveInquiry(c.var.db, c.req.valid('json')), 201)
  },
)
