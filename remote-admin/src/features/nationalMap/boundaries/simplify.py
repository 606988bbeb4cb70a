"""Makes districts.geo.json from nuuuwan/lk_admin_regions' data/geo/geojson/smallest/districts.geojson.

Usage: python3 simplify.py <smallest/districts.geojson> > districts.geo.json  (see README.md)

The input is already simplified topologically (toposimplify, epsilon 0.01 degree), so shared borders stay
shared. This keeps the district code (LK-11) only, rounds coordinates to 3 decimals (about 110 m; equal points
round equally, so borders stay shared), drops repeated points and the islets smaller than MIN_AREA_KM2 (a
district keeps its largest polygon whatever its size).
"""

import json
import math
import sys

MIN_AREA_KM2 = 3.0
KM_PER_DEGREE = 111.32


def ring_area_km2(ring):
    """Shoelace area, degrees scaled by the cosine of the ring's mean latitude."""
    lat = sum(p[1] for p in ring) / len(ring)
    scale = KM_PER_DEGREE * KM_PER_DEGREE * math.cos(math.radians(lat))
    total = 0.0
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        total += x1 * y2 - x2 * y1
    return abs(total) / 2 * scale


def clean_ring(ring):
    out = []
    for x, y in ring:
        point = [round(x, 3), round(y, 3)]
        if not out or out[-1] != point:
            out.append(point)
    if out[0] != out[-1]:
        out.append(out[0])
    return out if len(out) >= 4 else None


def main(path):
    source = json.load(open(path, encoding="utf-8"))
    features = []
    for feature in source["features"]:
        props = feature["properties"]
        code = props["adm2_pcode"]  # LK11
        geometry = feature["geometry"]
        polygons = geometry["coordinates"] if geometry["type"] == "MultiPolygon" else [geometry["coordinates"]]
        cleaned = []
        for polygon in polygons:
            rings = [r for r in (clean_ring(ring) for ring in polygon) if r]
            if rings:
                cleaned.append(rings)
        largest = max(cleaned, key=lambda p: ring_area_km2(p[0]))
        kept = [p for p in cleaned if p is largest or ring_area_km2(p[0]) >= MIN_AREA_KM2]
        features.append(
            {
                "type": "Feature",
                "id": f"LK-{code[2:]}",
                "properties": {"name": props["adm2_name"]},
                "geometry": {"type": "MultiPolygon", "coordinates": kept},
            }
        )
    features.sort(key=lambda f: f["id"])
    json.dump({"type": "FeatureCollection", "features": features}, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
