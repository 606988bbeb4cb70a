import { isAxiosError } from 'axios';
import type { components } from '../api/generated/components';
import type { BodyPath } from '../api/errorMessage';

export type PlausibilityWarning = components['schemas']['PlausibilityWarning'];

/** A warning's field in words: its label as the form shows it, and the unit its `low` and `high` are in. */
export type DescribeField<Input> = (field: BodyPath, input: Input) => { label: string; unit: string };

/** The warnings of a save the server found implausible (422 IMPLAUSIBLE_QUANTITY), or null for any other failure. */
export function implausibleWarnings(error: unknown): PlausibilityWarning[] | null {
  if (!isAxiosError(error) || error.response?.status !== 422) return null;
  const body = error.response.data as { code?: unknown; warnings?: unknown } | undefined;
  return body?.code === 'IMPLAUSIBLE_QUANTITY' && Array.isArray(body.warnings) ? (body.warnings as PlausibilityWarning[]) : null;
}

/** `entries.1.quantities.0.collectedKg` as a form names it: `['entries', 1, 'quantities', 0, 'collectedKg']`. */
export const warningPath = (field: string): BodyPath =>
  field.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

/** The codes a body acknowledges: each warning's once. */
export const warningCodes = (warnings: PlausibilityWarning[]) => [...new Set(warnings.map((warning) => warning.code))];
