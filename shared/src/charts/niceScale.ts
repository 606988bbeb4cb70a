/** Round axis ticks from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten. */
export function niceScale(max: number, tickCount = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}
