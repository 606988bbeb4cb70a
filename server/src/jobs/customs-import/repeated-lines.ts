import type { CustomsRow } from './columns';
import type { ImportProblem } from './import-problems';

const YEARS = 301; // 1900 to 2200
const PERIODS = 13 * YEARS; // no month or 1 to 12, times the years
/** Lines are numbered 0 to 2^20 - 1 in a composite key (a file holds at most a million). */
const ORDINAL_BITS = 2 ** 20;

/**
 * Finds lines that repeat an earlier line's year, month, HS code and partner country, in memory that stays
 * small for a million lines: per line its code's and partner's numbers (as met), its period and its line
 * number in typed arrays, then one native numeric sort of one number per line at the end (no comparator, so
 * the sort stays short, which matters on PGlite where the import shares the server's thread).
 */
export class RepeatedLines {
  private readonly codeNumbers = new Map<string, number>();
  private readonly partnerNumbers = new Map<string, number>();
  private codes = new Uint32Array(1024);
  private partners = new Uint16Array(1024);
  private periods = new Uint16Array(1024);
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

  private grow(): void {
    const double = <A extends Uint32Array | Uint16Array | Int32Array>(array: A, make: (length: number) => A): A => {
      const bigger = make(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    this.codes = double(this.codes, (n) => new Uint32Array(n));
    this.partners = double(this.partners, (n) => new Uint16Array(n));
    this.periods = double(this.periods, (n) => new Uint16Array(n));
    this.lineNumbers = double(this.lineNumbers, (n) => new Int32Array(n));
  }

  add(row: CustomsRow): void {
    if (this.size === this.codes.length) this.grow();
    const i = this.size;
    this.codes[i] = RepeatedLines.numberOf(this.codeNumbers, row.hsCode);
    this.partners[i] = RepeatedLines.numberOf(this.partnerNumbers, row.partnerCountry);
    this.periods[i] = (row.month ?? 0) * YEARS + (row.year - 1900);
    this.lineNumbers[i] = row.lineNumber;
    this.size += 1;
  }

  private keyOf(i: number): number {
    return (this.codes[i] * this.partnerNumbers.size + this.partners[i]) * PERIODS + this.periods[i];
  }

  /** Line indexes ordered by key, and within a key in file order. */
  private order(): ArrayLike<number> {
    const n = this.size;
    const keys = this.codeNumbers.size * this.partnerNumbers.size * PERIODS;
    if (n <= ORDINAL_BITS && keys * ORDINAL_BITS <= Number.MAX_SAFE_INTEGER) {
      const composite = new Float64Array(n);
      for (let i = 0; i < n; i += 1) composite[i] = this.keyOf(i) * ORDINAL_BITS + i;
      composite.sort();
      const order = new Uint32Array(n);
      for (let i = 0; i < n; i += 1) order[i] = composite[i] % ORDINAL_BITS;
      return order;
    }
    const order = new Uint32Array(n);
    for (let i = 0; i < n; i += 1) order[i] = i;
    return order.sort((a, b) => this.keyOf(a) - this.keyOf(b) || a - b);
  }

  /** Every line that repeats an earlier one (REPEATS, naming the first), by line number. */
  problems(): ImportProblem[] {
    const order = this.order();
    const repeats: [number, number][] = [];
    for (let i = 1, first = 0; i < order.length; i += 1) {
      if (this.keyOf(order[i]) === this.keyOf(order[first])) repeats.push([this.lineNumbers[order[i]], this.lineNumbers[order[first]]]);
      else first = i;
    }
    repeats.sort((a, b) => a[0] - b[0]);
    return repeats.map(([line, first]) => ({ line, code: 'REPEATS', params: { first } }));
  }
}
