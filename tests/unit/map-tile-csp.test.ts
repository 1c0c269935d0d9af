import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../src/server/security-headers.server'

/** The map's tiles are images (record 0038): https ones are allowed, an http tile server is named. */
const imgSrc = (tileOrigin: string) =>
  contentSecurityPolicy('n', tileOrigin)
    .split('; ')
    .find((d) => d.startsWith('img-src'))

describe('img-src and the tile server', () => {
  it('names an http tile server, and adds nothing for an https one', () => {
    expect(imgSrc('http://tiles.local:8080')).toBe(
      "img-src 'self' data: blob: https: http://tiles.local:8080",
    )
    expect(imgSrc('https://tile.openstreetmap.org')).toBe("img-src 'self' data: blob: https:")
  })
})
