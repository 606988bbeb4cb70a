/** Sri Lanka's bounding box with its islands; the same as the server's (server/src/routes/sampath-piyasa/reference.ts). */
export const SRI_LANKA_BOUNDS = { minLatitude: 5.85, maxLatitude: 9.9, minLongitude: 79.4, maxLongitude: 81.95 } as const;

export type CoordinateBreach = 'onlyOne' | 'outsideSriLanka';

export function coordinateBreach(latitude: number | null | undefined, longitude: number | null | undefined): CoordinateBreach | null {
  const hasLatitude = latitude != null;
  const hasLongitude = longitude != null;
  if (hasLatitude !== hasLongitude) return 'onlyOne';
  if (!hasLatitude || !hasLongitude) return null;
  const b = SRI_LANKA_BOUNDS;
  return latitude < b.minLatitude || latitude > b.maxLatitude || longitude < b.minLongitude || longitude > b.maxLongitude
    ? 'outsideSriLanka'
    : null;
}
