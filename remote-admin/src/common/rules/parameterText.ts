/** How a value is said: the page's translations and number format. */
export interface ParameterWording {
  t: (key: string, options?: Record<string, unknown>) => string;
  number: (value: number) => string;
}

const LEVELS = ['NONE', 'LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'];
/** Stored as 0-1, typed and read as a percentage (45 is 45 %, stored 0.45). */
const SHARES = new Set(['plasticShare', 'hardShare', 'defaultCollectionShare', 'householdBurnShare']);
const UNITS: Record<string, string> = { population: 'requests.unit.population', generationRate: 'requests.unit.generationRate' };

/** A parameter's name as the authority's Parameters page says it: `level.collection` is "Collection leakage level". */
export function parameterName(key: string, { t }: ParameterWording): string {
  if (key.startsWith('level.'))
    return t('requests.param.level', { stage: t(`requests.stage.${key.slice(6)}`, { defaultValue: key.slice(6) }) });
  return t(`requests.param.${key}`, { defaultValue: key });
}

/** A value in its unit: a level by its name (stored as a name or its index 0-4), a share in percent, else the number and its unit. */
export function parameterValue(key: string, value: number | string, { t, number }: ParameterWording): string {
  if (key.startsWith('level.')) {
    const level = typeof value === 'number' ? LEVELS[value] : value;
    return level ? t(`requests.level.${level}`, { defaultValue: level }) : String(value);
  }
  if (typeof value !== 'number') return value;
  if (SHARES.has(key)) return `${number(Math.round(value * 1000) / 10)} %`;
  return UNITS[key] ? `${number(value)} ${t(UNITS[key])}` : number(value);
}

/** "Collection leakage level: Medium → Low", or "…: Low" when the value before is not known. */
export function parameterChangeText(key: string, before: number | string | undefined, after: number | string, wording: ParameterWording) {
  const name = parameterName(key, wording);
  const to = parameterValue(key, after, wording);
  return before === undefined ? `${name}: ${to}` : `${name}: ${parameterValue(key, before, wording)} → ${to}`;
}
