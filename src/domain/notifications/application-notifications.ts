import type { Db } from '../../db/client'
import type { KitchenApplicationRow } from '../../db/schema'
import { notify } from './notifications'
import { BRAND_ICON } from './order-notifications'

/**
 * An operator's decision reaches the applicant's notification centre when the application is
 * linked to an account (a visitor's application is told by e-mail and SMS only).
 */
export async function notifyApplicant(
  tx: Db,
  application: Pick<KitchenApplicationRow, 'userId' | 'status' | 'kitchenName'>,
) {
  if (!application.userId) return
  if (application.status !== 'approved' && application.status !== 'rejected') return
  await notify(tx, {
    userId: application.userId,
    kind: application.status === 'approved' ? 'application.approved' : 'application.rejected',
    values: { kitchen: application.kitchenName },
    link: application.status === 'approved' ? '/kitchen' : '/food/join',
    img: BRAND_ICON,
  })
}
