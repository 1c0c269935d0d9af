import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CITY_SPEED_KMH } from '../../src/config/constants'
import { haversineKm, parseLocation, quoteDelivery } from '../../src/domain/delivery/distance-fee'

// Kilimani (Yaya Centre) and the CBD (Hilton): about 3.5 km apart as the crow flies.
const YAYA = { lat: -1.2921, lng: 36.7856 }
const HILTON = { lat: -1.2864, lng: 36.8172 }
const kitchen = { ...YAYA, baseKes: 100, perKmKes: 20, radiusKm: 10, prepMinutes: 30 }

/** A point `km` due north of `from` (one degree of latitude is 6371.0088·π/180 km). */
const north = (from: { lat: number; lng: number }, km: number) => ({
  lat: from.lat + (km / (6371.0088 * Math.PI)) * 180,
  lng: from.lng,
})

describe('haversineKm', () => {
  it('measures known Nairobi distances', () => {
    expect(haversineKm(YAYA, HILTON)).toBeCloseTo(3.57, 1)
    // Nairobi CBD to Mombasa's Moi Airport: about 440 km in a straight line.
    expect(haversineKm(HILTON, { lat: -4.0348, lng: 39.5942 })).toBeGreaterThan(430)
    expect(haversineKm(HILTON, { lat: -4.0348, lng: 39.5942 })).toBeLessThan(445)
  })

  it('is zero to itself, symmetric, and never more than half the Earth round', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    })
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, a)).toBeCloseTo(0, 9)
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9)
        expect(haversineKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6)
      }),
    )
  })
})

describe('quoteDelivery', () => {
  it('charges the base plus the price per km, rounded to whole shillings', () => {
    const quote = quoteDelivery(kitchen, HILTON)
    const km = haversineKm(YAYA, HILTON)
    expect(quote).toEqual({
      deliverable: true,
      distanceKm: Math.round(km * 10) / 10,
      feeKes: Math.round(100 + 20 * km),
      etaMinutes: 30 + Math.ceil((km / CITY_SPEED_KMH) * 60),
    })
  })

  it('rounds half a shilling up and a shade under down', () => {
    // 2.525 km at KES 10 is KES 25.25 → 125; 2.55 km is 125.5 → 126; 2.54 km is 125.4 → 125.
    const at = (km: number) => quoteDelivery({ ...kitchen, perKmKes: 10 }, north(YAYA, km)).feeKes
    expect(at(2.525)).toBe(125)
    expect(at(2.5501)).toBe(126)
    expect(at(2.54)).toBe(125)
  })

  it('costs the base alone at the kitchen door, in its prep time', () => {
    expect(quoteDelivery(kitchen, YAYA)).toEqual({
      deliverable: true,
      distanceKm: 0,
      feeKes: 100,
      etaMinutes: 30,
    })
  })

  it('delivers up to its radius and not a metre beyond', () => {
    expect(quoteDelivery(kitchen, north(YAYA, 9.999))).toMatchObject({ deliverable: true, feeKes: 300 })
    expect(quoteDelivery(kitchen, north(YAYA, 10.01))).toEqual({
      deliverable: false,
      distanceKm: 10,
      feeKes: null,
      etaMinutes: null,
    })
  })

  it('adds the ride at the city speed to the prep time, rounded up to the minute', () => {
    // 5 km at 20 km/h is 15 minutes; 5.1 km is 15.3, promised as 16.
    expect(quoteDelivery(kitchen, north(YAYA, 5)).etaMinutes).toBe(30 + Math.ceil((5 / CITY_SPEED_KMH) * 60))
    expect(quoteDelivery(kitchen, north(YAYA, 5.1)).etaMinutes).toBe(
      30 + Math.ceil((5.1 / CITY_SPEED_KMH) * 60),
    )
  })

  it('never charges below the base or a fraction of a shilling, and grows with the distance', () => {
    const settings = fc.record({
      baseKes: fc.integer({ min: 0, max: 500 }),
      perKmKes: fc.integer({ min: 0, max: 100 }),
      radiusKm: fc.integer({ min: 1, max: 50 }),
      prepMinutes: fc.integer({ min: 0, max: 180 }),
    })
    fc.assert(
      fc.property(
        settings,
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (s, a, b) => {
          const k = { ...YAYA, ...s }
          const near = quoteDelivery(k, north(YAYA, Math.min(a, b)))
          const far = quoteDelivery(k, north(YAYA, Math.max(a, b)))
          for (const quote of [near, far]) {
            if (quote.deliverable) {
              expect(Number.isInteger(quote.feeKes)).toBe(true)
              expect(quote.feeKes).toBeGreaterThanOrEqual(s.baseKes)
              expect(quote.etaMinutes).toBeGreaterThanOrEqual(s.prepMinutes)
            } else {
              expect(quote.distanceKm).toBeGreaterThanOrEqual(s.radiusKm)
            }
          }
          // Farther never costs less nor arrives sooner; out of range stays out of range farther out.
          if (near.deliverable && far.deliverable) {
            expect(far.feeKes).toBeGreaterThanOrEqual(near.feeKes)
            expect(far.etaMinutes).toBeGreaterThanOrEqual(near.etaMinutes)
          }
          if (!near.deliverable) expect(far.deliverable).toBe(false)
        },
      ),
    )
  })
})

describe('parseLocation', () => {
  it('reads "lat,lng" in degrees, spaces allowed', () => {
    expect(parseLocation('-1.2921,36.7856')).toEqual(YAYA)
    expect(parseLocation(' -1.2921 , 36.7856 ')).toEqual(YAYA)
  })

  it('refuses anything else', () => {
    for (const text of [
      undefined,
      '',
      '-1.29',
      'a,b',
      '-1.29;36.78',
      '91,36',
      '-1.29,181',
      '1e1,2',
      'NaN,1',
    ]) {
      expect(parseLocation(text)).toBeUndefined()
    }
  })
})
