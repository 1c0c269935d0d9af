import type { Page } from '../../contracts/common.responses'

export type PageRequest = { page: number; perPage: number }

/** A page as the contract answers it (`pageOf`): the domain's lists return it. */
export type { Page }

export const offsetOf = ({ page, perPage }: PageRequest) => (page - 1) * perPage

export function toPage<T>(items: T[], total: number, request: PageRequest): Page<T> {
  return {
    items,
    total,
    page: request.page,
    perPage: request.perPage,
    pageCount: Math.ceil(total / request.perPage),
  }
}
