import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest'

/**
 * DESIGN, Tests: a console.error during a test fails it. A test that expects one replaces
 * this spy's implementation (vi.spyOn returns the same spy) and asserts on it itself.
 */
let errors: unknown[][] = []
let spy: MockInstance<typeof console.error>

beforeEach(() => {
  errors = []
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  spy.mockRestore()
  expect(errors, 'console.error was called during the test').toEqual([])
})
