import type { Page } from '../../contracts/common.responses'

export type PageRequest = { page: number; perPage: number }

/** A page as the contract answers it (`pageOf`): the domain's lists return it. */
export type { Page }

export const offsetOf = ({ page, perPage }: PageRequest) => (page - 1) * perPage

/**
 * A page with its exact `total`. A list whose count may stop at a depth (the catalogue's, see
 * src/domain/catalogue/list-depth.ts) says so with `totalCapped`; these lists are counted whole.
 */
export function toPage<T>(items: T[], total: number, request: PageRequest, totalCapped = false): Page<T> {
  return {
    items,
    total,
    totalCapped,
    page: request.page,
    perPage: request.perPage,
    pageCount: Math.ceil(total / request.perPage),
  }
}
