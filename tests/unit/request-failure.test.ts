import { describe, expect, it } from 'vitest'
import { ApiRequestError, notificationOf } from '../../src/lib/api-errors'
import { failureAlert } from '../../src/lib/request-failure'

const texts = { title: 'Network Error', message: 'Couldnt make request' }

describe('the failure alert of a request (SPEC §8)', () => {
  it('is "Network Error" with the error’s own message', () => {
    expect(failureAlert(new TypeError('Failed to fetch'), texts)).toEqual({
      alert: { type: 'danger', title: 'Network Error', message: 'Failed to fetch' },
      generic: true,
    })
  })

  it('says "Couldnt make request" when the error has no message', () => {
    expect(failureAlert(new Error(''), texts).alert.message).toBe('Couldnt make request')
    expect(failureAlert('refused', texts).alert.message).toBe('Couldnt make request')
  })

  it('is the notification the error carries, when it carries one', () => {
    const error = new ApiRequestError(
      409,
      { message: 'Closed' },
      { type: 'warning', title: 'Kitchen closed', message: 'Back at 6' },
    )
    expect(failureAlert(error, texts)).toEqual({
      alert: { type: 'warning', title: 'Kitchen closed', message: 'Back at 6' },
      generic: false,
    })
  })
})

describe('notificationOf', () => {
  it('reads a response’s notification, its type following success when it has none', () => {
    expect(notificationOf({ notification: { title: 'Saved', success: true } })).toEqual({
      type: 'success',
      title: 'Saved',
    })
    expect(notificationOf({ notification: { title: 'Refused', message: 'No', success: false } })).toEqual({
      type: 'danger',
      title: 'Refused',
      message: 'No',
    })
  })

  it('ignores a body without a usable notification', () => {
    expect(notificationOf({ items: [] })).toBeUndefined()
    expect(notificationOf({ notification: 'Saved' })).toBeUndefined()
    expect(notificationOf({ notification: { message: 'no title' } })).toBeUndefined()
  })
})
