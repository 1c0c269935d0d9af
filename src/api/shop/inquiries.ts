import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { saveInquiry } from '../../domain/content/inquiries'
import { InquiryInput } from '../../features/content/content.schemas'
import { errorResponses, json, jsonBody, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'
import { InquiryReceipt } from '../schemas/content'

/** The contact and partnership forms of the static pages. */
export const inquiriesRoutes = new Hono<ApiEnv>().post(
  '/',
  describeRoute({
    ...publicOperation,
    tags: ['Content'],
    summary: 'Send a contact message or a partnership application',
    requestBody: jsonBody(InquiryInput),
    responses: { 201: json(InquiryReceipt, 'Stored; the team will answer'), 422: errorResponses[422] },
  }),
  validator('json', InquiryInput, validationFailed),
  async (c) => c.json(await saveInquiry(c.var.db, c.req.valid('json')), 201),
)
