// Writes src/common/countryNames/<language>.json: every partner a customs line can hold, by the ISO 3166 alpha-3
// code it keeps (the codes the server's import accepts, i18n-iso-countries, and those its UN M49 table maps to,
// server/reference-data/comtrade/m49-iso3.tsv), named
// as CLDR names it in English, Sinhala and Tamil. CLDR comes from Node's full ICU, because Chromium's ICU has no
// Sinhala region names (docs/adr/0215-partner-countries-named-from-cldr.md).
// Run: node remote-customs/scripts/country-names.mjs (Node 22, full ICU).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('../../', import.meta.url);
const countries = createRequire(new URL('server/package.json', root))('i18n-iso-countries');
const m49 = readFileSync(new URL('server/reference-data/comtrade/m49-iso3.tsv', root), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('m49\t'))
  .map((line) => line.split('\t')[1]);
const codes = [...new Set([...Object.keys(countries.getAlpha3Codes()), ...m49])].sort();

for (const language of ['en', 'si', 'ta']) {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const table = Object.fromEntries(
    codes.flatMap((iso3) => {
      const name = names.of(countries.alpha3ToAlpha2(iso3) ?? 'ZZ');
      return name ? [[iso3, name]] : [];
    }),
  );
  const file = new URL(`remote-customs/src/common/countryNames/${language}.json`, root);
  writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
  console.log(`${language}: ${Object.keys(table).length} of ${codes.length} codes named`);
}
