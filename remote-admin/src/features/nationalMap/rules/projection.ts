/** The few GeoJSON types the district boundaries use (boundaries/districts.geo.json: MultiPolygons only). */
type Position = [number, number];
export interface DistrictFeature {
  id: string;
  geometry: { type: 'MultiPolygon'; coordinates: Position[][][] };
}
export interface DistrictCollection {
  features: DistrictFeature[];
}

export interface ProjectedMap {
  width: number;
  height: number;
  /** Each district's outline as an SVG path, by its code (LK-11). */
  paths: Map<string, string>;
}

const DEGREES = Math.PI / 180;

/**
 * Longitude and latitude to the SVG's x and y: an equirectangular projection whose x is scaled by the cosine of
 * the country's middle latitude. Over Sri Lanka's four degrees of latitude (5.9 to 9.9 °N) this differs from
 * Mercator by under 1 % (docs/adr/0290-national-map.md), so no projection library is needed.
 */
export function projectDistricts(collection: DistrictCollection, width = 400, margin = 4): ProjectedMap {
  const positions = collection.features.flatMap((feature) => feature.geometry.coordinates.flat(2));
  const lons = positions.map(([lon]) => lon);
  const lats = positions.map(([, lat]) => lat);
  const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const xScale = Math.cos(((south + north) / 2) * DEGREES);
  const scale = (width - 2 * margin) / ((east - west) * xScale);
  const height = Math.ceil((north - south) * scale + 2 * margin);
  const point = ([lon, lat]: Position) =>
    `${((lon - west) * xScale * scale + margin).toFixed(1)},${((north - lat) * scale + margin).toFixed(1)}`;
  const paths = new Map(
    collection.features.map((feature) => [
      feature.id,
      feature.geometry.coordinates.flatMap((polygon) => polygon.map((ring) => `M${ring.slice(0, -1).map(point).join('L')}Z`)).join(''),
    ]),
  );
  return { width, height, paths };
}
