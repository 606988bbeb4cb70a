import type { CustomsRow } from './columns';

const YEARS = 301; // 1900 to 2200
const MONTHS = 13; // none, 1 to 12

/**
 * Finds lines that repeat an earlier line's year, month, HS code and partner country, in memory that stays
 * small for a million lines: each line is one number (codes and partners numbered as met) and its line
 * number in typed arrays (12 bytes a line), sorted once at the end.
 */
export class RepeatedLines {
  private readonly codes = new Map<string, number>();
  private readonly partners = new Map<string, number>();
  private keys = new Float64Array(1024);
  private lineNumbers = new Int32Array(1024);
  private size = 0;

  private static numberOf(map: Map<string, number>, value: string): number {
    let n = map.get(value);
    if (n === undefined) {
      n = map.size;
      map.set(value, n);
    }
    return n;
  }

  add(row: CustomsRow): void {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      const lineNumbers = new Int32Array(this.size * 2);
      lineNumbers.set(this.lineNumbers);
      this.lineNumbers = lineNumbers;
    }
    const code = RepeatedLines.numberOf(this.codes, row.hsCode);
    const partner = RepeatedLines.numberOf(this.partners, row.partnerCountry);
    // At most a million codes x a few hundred partners x 13 x 301: far below 2^53, so exact.
    this.keys[this.size] = ((code * 1000 + partner) * MONTHS + (row.month ?? 0)) * YEARS + (row.year - 1900);
    this.lineNumbers[this.size] = row.lineNumber;
    this.size += 1;
  }

  /** 'Line n: repeats line m (...)' for every repeat, by line number. */
  messages(): string[] {
    const { keys, lineNumbers } = this;
    const order = new Uint32Array(this.size);
    for (let i = 0; i < order.length; i += 1) order[i] = i;
    // Lines come in file order, so within one key the lowest index is the first line.
    order.sort((a, b) => keys[a] - keys[b] || a - b);
    const repeats: [number, number][] = [];
    for (let i = 1, first = 0; i < order.length; i += 1) {
      if (keys[order[i]] === keys[order[first]]) repeats.push([lineNumbers[order[i]], lineNumbers[order[first]]]);
      else first = i;
    }
    repeats.sort((a, b) => a[0] - b[0]);
    return repeats.map(([line, first]) => `Line ${line}: repeats line ${first} (same year, month, HS code and partner country)`);
  }
}
