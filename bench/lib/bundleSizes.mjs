import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipKiB = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;

// Strings only the chart code holds: our drawing module's mark, and the class visx gives a bar (the visx/d3
// chunk webpack splits off beside it).
const CHART_MARKERS = ['waste-charts: React SVG with visx', 'visx-bar'];

/** Whether a JS file is chart code: the `charts` chunk (our chart views) or the library it pulls in. */
export const isChartCode = (name, text) => name.startsWith('charts.') || CHART_MARKERS.some((marker) => text.includes(marker));

/** Every JS file of a build folder with its gzip size, largest first. */
export function chunkSizes(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const text = readFileSync(join(dir, name));
      return { name, gzipKiB: gzipKiB(text), chart: isChartCode(name, text.toString('utf8')) };
    })
    .sort((a, b) => b.gzipKiB - a.gzipKiB);
}

/** The chart chunk of a build folder (its files and their gzip total), fetched only by pages that draw charts. */
export function chartChunk(dir) {
  const files = chunkSizes(dir).filter((chunk) => chunk.chart);
  return { files: files.map((chunk) => chunk.name), gzipKiB: files.reduce((sum, chunk) => sum + chunk.gzipKiB, 0) };
}
