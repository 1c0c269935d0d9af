import { createServerFn } from '@tanstack/react-start'
import { env } from '../../config/env'

export type MapSettings = { tileUrl: string; attribution: string }

/** The configured tile server (record 0038), asked for by the map when it mounts, never by a page. */
export const fetchMapSettings = createServerFn({ method: 'GET' }).handler(
  async (): Promise<MapSettings> => ({ tileUrl: env().MAP_TILE_URL, attribution: env().MAP_ATTRIBUTION }),
)
