import type { Context } from 'hono'
import { ErrorBody } from '../../contracts/common.responses'
import { holdsRole } from '../../domain/accounts/roles'
import { json, signedInOnly } from '../docs'
import type { SignedInEnv } from '../env'
import { ApiError } from '../errors'

/** Operators (OPERATOR_EMAILS counts) and the older admin role review kitchens' documents. */
export const isOperator = (c: Context<SignedInEnv>) =>
  holdsRole(c.var.user, 'admin') || holdsRole(c.var.user, 'operator', c.var.accounts.operatorEmails)

export const requireOperator = (c: Context<SignedInEnv>) => {
  if (!isOperator(c)) throw new ApiError(403, 'application.operatorOnly')
}

export const operatorOnly = {
  ...signedInOnly,
  403: json(ErrorBody, 'Signed in without the operator (or admin) role'),
}
