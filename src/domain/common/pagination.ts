export type PageRequest = { page: number; perPage: number }

export type Page<T> = {
  items: T[]
  page: number
  perPage: number
  total: number
  pageCount: number
}

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
