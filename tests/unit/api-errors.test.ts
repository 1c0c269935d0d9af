import { describe, expect, it } from 'vitest'
import { ApiRequestError, failureMessage, normaliseErrors, statusOf, unwrap } from '../../src/lib/api-errors'

describe('normaliseErrors (SPEC §8)', () => {
  it('takes the field errors from response.data.errors', () => {
    const errors = normaliseErrors({
      response: {
        status: 422,
        data: { message: 'Invalid', errors: { page: ['page must be a whole number'] } },
      },
    })
    expect(errors).toEqual({ page: ['page must be a whole number'] })
  })

  it('takes response.data when it has no errors', () => {
    expect(
      normaliseErrors({ response: { status: 404, data: { message: 'Kitchen not found', errors: {} } } }),
    ).toEqual({
      message: 'Kitchen not found',
    })
  })

  it('wraps a plain-text response.data as { message }', () => {
    expect(normaliseErrors({ response: { status: 502, data: 'Bad Gateway' } })).toEqual({
      message: 'Bad Gateway',
    })
  })

  it('takes the response itself when it has no data', () => {
    expect(normaliseErrors({ response: { status: 503 } })).toEqual({ status: '503' })
  })

  it("takes the error's message when there is no response, wrapped as { message }", () => {
    expect(normaliseErrors({ message: 'connect ECONNREFUSED 127.0.0.1:4000' })).toEqual({
      message: 'connect ECONNREFUSED 127.0.0.1:4000',
    })
  })

  it('falls back to the default message when nothing is known', () => {
    expect(normaliseErrors({})).toEqual({ message: 'An error occurred' })
  })
})

describe('statusOf (SPEC §3)', () => {
  it('reads statusCode, else status, else the response status, else 500', () => {
    expect(statusOf({ statusCode: 404, status: 500 })).toBe(404)
    expect(statusOf({ status: 401 })).toBe(401)
    expect(statusOf({ response: { status: 429 } })).toBe(429)
    expect(statusOf({})).toBe(500)
    expect(statusOf({ statusCode: 'x' })).toBe(500)
  })
})

describe('unwrap', () => {
  it('returns the data of a successful call', () => {
    expect(unwrap({ data: { ok: 1 }, errors: null, status: 200 })).toEqual({ ok: 1 })
  })

  it('throws an ApiRequestError carrying the status and errors of a failed call', () => {
    const failed = { data: null, errors: { message: 'Meal not found' }, status: 404 }
    expect(() => unwrap(failed)).toThrowError(ApiRequestError)
    try {
      unwrap(failed)
    } catch (error) {
      expect(error).toMatchObject({ status: 404, message: 'Meal not found' })
    }
  })
})

describe('failureMessage: what a form shows beside its button', () => {
  it("names the first field's problem in place of 'the request has invalid fields', and the refusal otherwise", () => {
    const invalid = new ApiRequestError(422, { message: 'The request has invalid fields' }, undefined, {
      code: 'input.invalid',
      codes: { phone: ['rider.phone'], name: ['rider.name'] },
    })
    expect(failureMessage(invalid)).toEqual({ id: 'rider.phone', values: undefined })
    const refused = new ApiRequestError(409, { message: 'No' }, undefined, {
      code: 'rider.cannotAssign',
      codes: { status: ['accepted'] },
    })
    expect(failureMessage(refused)).toEqual({ id: 'rider.cannotAssign', values: undefined })
    expect(
      failureMessage(new ApiRequestError(422, { message: 'Bad' }, undefined, { code: 'input.invalid' })),
    ).toEqual({ id: 'input.invalid', values: undefined })
  })
})
