import type { Neighbourhood } from './catalogue-lists'

/**
 * Roughly the middle of each area: where a delivery is priced from when its address has no pin
 * (decision record 0037). An estimate; a pin dropped on the map replaces it.
 */
export const NEIGHBOURHOOD_CENTRES: Record<Neighbourhood, { lat: number; lng: number }> = {
  Westlands: { lat: -1.2676, lng: 36.8108 },
  Kilimani: { lat: -1.2898, lng: 36.7866 },
  Kileleshwa: { lat: -1.281, lng: 36.783 },
  Lavington: { lat: -1.278, lng: 36.77 },
  'South B': { lat: -1.308, lng: 36.837 },
  'South C': { lat: -1.319, lng: 36.826 },
  Karen: { lat: -1.319, lng: 36.708 },
  Langata: { lat: -1.362, lng: 36.747 },
  Kasarani: { lat: -1.221, lng: 36.897 },
  Roysambu: { lat: -1.218, lng: 36.886 },
  Ruaka: { lat: -1.208, lng: 36.778 },
  Parklands: { lat: -1.263, lng: 36.815 },
  Eastleigh: { lat: -1.274, lng: 36.851 },
  Embakasi: { lat: -1.319, lng: 36.893 },
  Donholm: { lat: -1.296, lng: 36.89 },
  Buruburu: { lat: -1.287, lng: 36.877 },
  'Ngong Road': { lat: -1.3, lng: 36.77 },
  Rongai: { lat: -1.396, lng: 36.744 },
  Kitengela: { lat: -1.474, lng: 36.96 },
  CBD: { lat: -1.2864, lng: 36.8172 },
}
