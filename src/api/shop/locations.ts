import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import * as v from 'valibot'
import { Address, AddressPage } from '../../contracts/addresses.responses'
import { AddressInput, AddressListQuery } from '../../contracts/addresses.schemas'
import { deleteAddress, getAddress, listAddresses, saveAddress } from '../../domain/addresses/addresses'
import { idParam } from '../../lib/schema-pieces'
import { requireSession } from '../auth/session-guard'
import { errorResponses, json, jsonBody, signedInOnly, signedInOperation } from '../docs'
import type { SignedInEnv } from '../env'
import { validationFailed } from '../errors'

const body = jsonBody(AddressInput)

/** SPEC §7's locations: the signed-in shopper's delivery addresses, and only theirs. */
export const locationsRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get(
    '/',
    describeRoute({
      ...signedInOperation,
      tags: ['Addresses'],
      summary: 'Your delivery addresses (page, perPage, sortBy, order, searchKeyword)',
      responses: { 200: json(AddressPage, 'A page of addresses'), 422: errorResponses[422], ...signedInOnly },
    }),
    validator('query', AddressListQuery, validationFailed),
    async (c) => c.json(await listAddresses(c.var.db, c.var.user.id, c.req.valid('query')), 200),
  )
  .get(
    '/:id',
    describeRoute({
      ...signedInOperation,
      tags: ['Addresses'],
      summary: 'One of your addresses',
      responses: { 200: json(Address, 'The address'), ...errorResponses, ...signedInOnly },
    }),
    validator('param', idParam, validationFailed),
    async (c) => c.json(await getAddress(c.var.db, c.var.user.id, c.req.valid('param').id), 200),
  )
  .post(
    '/',
    describeRoute({
      ...signedInOperation,
      tags: ['Addresses'],
      summary: 'Add an address',
      requestBody: body,
      responses: { 201: json(Address, 'Saved'), 422: errorResponses[422], ...signedInOnly },
    }),
    validator('json', AddressInput, validationFailed),
    async (c) => c.json(await saveAddress(c.var.db, c.var.user.id, c.req.valid('json')), 201),
  )
  .put(
    '/:id',
    describeRoute({
      ...signedInOperation,
      tags: ['Addresses'],
      summary: 'Change an address',
      requestBody: body,
      responses: { 200: json(Address, 'Saved'), ...errorResponses, ...signedInOnly },
    }),
    validator('param', idParam, validationFailed),
    validator('json', AddressInput, validationFailed),
    async (c) =>
      c.json(await saveAddress(c.var.db, c.var.user.id, c.req.valid('json'), c.req.valid('param').id), 200),
  )
  .delete(
    '/:id',
    describeRoute({
      ...signedInOperation,
      tags: ['Addresses'],
      summary: 'Delete an address',
      responses: {
        200: json(v.object({ id: v.number(), deleted: v.literal(true) }), 'Deleted'),
        ...errorResponses,
        ...signedInOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { id } = c.req.valid('param')
      await deleteAddress(c.var.db, c.var.user.id, id)
      return c.json({ id, deleted: true as const }, 200)
    },
  )
