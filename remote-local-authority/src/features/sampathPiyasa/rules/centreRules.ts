/** Sri Lanka's bounding box with its islands; the same as the server's (server/src/routes/sampath-piyasa/reference.ts). */
export const SRI_LANKA_BOUNDS = { minLatitude: 5.85, maxLatitude: 9.9, minLongitude: 79.4, maxLongitude: 81.95 } as const;

/** What is wrong with one of the two coordinates: missing while the other is given, outside Sri Lanka, or the other's figure. */
export type CoordinateBreach = 'missing' | 'outsideSriLanka' | 'swapped';

export interface CoordinateBreaches {
  latitude: CoordinateBreach | null;
  longitude: CoordinateBreach | null;
}

const within = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * Each coordinate's own fault, so that the form marks the field that is wrong (not the longitude when only the
 * latitude is): both or neither are given, each within Sri Lanka's box; the two typed the wrong way round say so.
 */
export function coordinateBreaches(latitude: number | null | undefined, longitude: number | null | undefined): CoordinateBreaches {
  const b = SRI_LANKA_BOUNDS;
  if (latitude == null && longitude == null) return { latitude: null, longitude: null };
  if (latitude == null)
    return { latitude: 'missing', longitude: within(longitude as number, b.minLongitude, b.maxLongitude) ? null : 'outsideSriLanka' };
  if (longitude == null)
    return { latitude: within(latitude, b.minLatitude, b.maxLatitude) ? null : 'outsideSriLanka', longitude: 'missing' };
  const latitudeIn = within(latitude, b.minLatitude, b.maxLatitude);
  const longitudeIn = within(longitude, b.minLongitude, b.maxLongitude);
  if (!latitudeIn && !longitudeIn && within(latitude, b.minLongitude, b.maxLongitude) && within(longitude, b.minLatitude, b.maxLatitude)) {
    return { latitude: 'swapped', longitude: 'swapped' };
  }
  return { latitude: latitudeIn ? null : 'outsideSriLanka', longitude: longitudeIn ? null : 'outsideSriLanka' };
}
