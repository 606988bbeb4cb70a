// Derives authority-population-2024.tsv: each local authority's Census 2024 population. Run with the two
// source repositories checked out (README.md in this folder says which commits):
//   node derive.mjs <lk_census_2024 dir> <gig_data_builder dir> > authority-population-2024.tsv
// Nothing here is typed by hand: every figure comes from the two sources by the rules below.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [censusDir, gigDir] = process.argv.slice(2);
if (!censusDir || !gigDir) throw new Error('usage: node derive.mjs <lk_census_2024 dir> <gig_data_builder dir>');

const tsv = (file) => {
  const [header, ...lines] = readFileSync(file, 'utf8').replace(/\r/g, '').trim().split('\n');
  const columns = header.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [columns[i], cell])));
};

// Census 2024 population by district and by divisional secretariat division (DSD).
const census = tsv(path.join(censusDir, 'data/Basic-Population/Population-by-sex-age-and-district-according-to-DSD/data.tsv'));
const district2024 = new Map();
const dsd2024 = new Map();
const unnamedDsd = new Map(); // rows without a DSD id in the source ("LK-23XX"): new divisions since 2012
for (const row of census) {
  const total = Number(row.total);
  if (row.region_ent_type === 'district') district2024.set(row.region_id, total);
  else if (row.region_ent_type === 'dsd' && row.region_id.endsWith('XX'))
    unnamedDsd.set(row.region_id.slice(0, 5), (unnamedDsd.get(row.region_id.slice(0, 5)) ?? 0) + total);
  else if (row.region_ent_type === 'dsd') dsd2024.set(row.region_id, total);
}

// GN division -> local authority (2025 authorities), and each GN division's Census 2012 population aged 15 and
// over (the economic activity table: the only census table of the repository with every GN division's id).
const gndToLa = JSON.parse(readFileSync(path.join(gigDir, 'data_ground_truth/lg/gnd_id_to_lg_id.json'), 'utf8'));
const weight2012 = new Map(
  tsv(path.join(gigDir, 'data_ground_truth/census/economy-economic-activity.expanded.tsv'))
    .filter((row) => row.region_type === 'gnd')
    .map((row) => [row.region_id, Number(row.total)]),
);

// A GN division without a 2012 figure weighs the mean of its DSD's divisions that have one.
const byDsd = new Map();
for (const gnd of Object.keys(gndToLa)) byDsd.set(gnd.slice(0, 7), [...(byDsd.get(gnd.slice(0, 7)) ?? []), gnd]);
const weightOf = new Map();
let imputed = 0;
for (const gnds of byDsd.values()) {
  const known = gnds.filter((gnd) => weight2012.has(gnd));
  const mean = known.length ? known.reduce((sum, gnd) => sum + weight2012.get(gnd), 0) / known.length : 1;
  for (const gnd of gnds) {
    if (!weight2012.has(gnd)) imputed += 1;
    weightOf.set(gnd, weight2012.get(gnd) ?? mean);
  }
}

// A district is "by DSD" when the census names every DSD of the mapping, and only those, and its DSDs sum to
// its total; otherwise (divisions created since 2012) the district's total is shared by 2012 weights.
const districts = [...district2024.keys()];
const mapDsds = (district) => [...byDsd.keys()].filter((dsd) => dsd.startsWith(district));
const byDsdRule = (district) => {
  const ours = mapDsds(district);
  const theirs = [...dsd2024.keys()].filter((dsd) => dsd.startsWith(district));
  const sum = theirs.reduce((total, dsd) => total + dsd2024.get(dsd), 0);
  return !unnamedDsd.has(district) && ours.length === theirs.length && ours.every((dsd) => dsd2024.has(dsd)) && sum === district2024.get(district);
};

/** Shares total among keys by weight, rounded so that the parts sum to total exactly (largest remainder). */
function apportion(total, weights) {
  const sum = [...weights.values()].reduce((a, b) => a + b, 0);
  const exact = [...weights].map(([key, w]) => [key, (total * w) / sum]);
  const parts = new Map(exact.map(([key, value]) => [key, Math.floor(value)]));
  let left = total - [...parts.values()].reduce((a, b) => a + b, 0);
  for (const [key] of exact.sort((a, b) => (b[1] % 1) - (a[1] % 1) || a[0].localeCompare(b[0]))) {
    if (left-- <= 0) break;
    parts.set(key, parts.get(key) + 1);
  }
  return parts;
}

const rows = [];
for (const district of districts.sort()) {
  const rule = byDsdRule(district) ? 'dsd' : 'district';
  const exact = new Map(); // authority -> unrounded population
  const areas = rule === 'dsd' ? mapDsds(district).map((dsd) => [dsd2024.get(dsd), byDsd.get(dsd)]) : [[district2024.get(district), mapDsds(district).flatMap((dsd) => byDsd.get(dsd))]];
  for (const [total, gnds] of areas) {
    const weights = new Map();
    for (const gnd of gnds) weights.set(gndToLa[gnd], (weights.get(gndToLa[gnd]) ?? 0) + weightOf.get(gnd));
    const sum = [...weights.values()].reduce((a, b) => a + b, 0);
    for (const [la, w] of weights) exact.set(la, (exact.get(la) ?? 0) + (total * w) / sum);
  }
  // Round within the district so that it sums to its census total.
  for (const [la, population] of apportion(district2024.get(district), exact)) rows.push([la, district, population, rule]);
}
rows.sort((a, b) => a[0].localeCompare(b[0]));
process.stdout.write(['la_id\tdistrict_id\tpopulation\tmethod', ...rows.map((row) => row.join('\t'))].join('\n') + '\n');
process.stderr.write(`${rows.length} authorities; ${imputed} GN divisions without a 2012 figure took their DSD's mean\n`);
