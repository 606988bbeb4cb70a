import { localizedOptionalName } from '@waste/shared';
import type { LoggerRow } from '@/common/api/searchLoggers';
import { parameterChangeText, type ParameterWording } from '@/common/rules/parameterText';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REQUESTS = new Set(['parameter_request', 'waste_correction']);

type EntryRecord = Pick<LoggerRow, 'entity' | 'entityId' | 'recordLabel' | 'recordLabelSi' | 'recordLabelTa'>;

/**
 * The record by its name where the server found one (an authority's in the user's language, ADR 0152); an id that
 * means something (LG-11001, 3915) as is; never a bare UUID.
 */
export function recordText(entry: EntryRecord, { t }: ParameterWording, language: string): string {
  const label = localizedOptionalName(entry.recordLabel, entry.recordLabelSi, entry.recordLabelTa, language);
  if (label) return label;
  if (entry.entity === 'mfa_parameter' && entry.entityId === 'national') return t('loggers.record.national');
  return entry.entityId && !UUID.test(entry.entityId) ? entry.entityId : '—';
}

const isChange = (value: unknown): value is { key?: string; parameter?: string; value: number | string } =>
  typeof value === 'object' && value !== null && 'value' in value && ('key' in value || 'parameter' in value);

/**
 * A stored value in words and units: a request's status by its name, parameter changes as "name: value", a role
 * by its name, kilograms with their unit, yes or no; anything else as stored.
 */
export function valueText(entity: string, field: string, value: unknown, wording: ParameterWording): string {
  const { t, number } = wording;
  if (value === undefined) return '';
  if (value === null) return '—';
  if (field === 'status' && REQUESTS.has(entity) && typeof value === 'number') return t(`requests.status.${value}`);
  if ((field === 'role' || field === 'defaultRole') && typeof value === 'string')
    return t(`accounts.role.${value}`, { defaultValue: value });
  if (field === 'roles' && Array.isArray(value))
    return value.map((role) => t(`accounts.role.${String(role)}`, { defaultValue: String(role) })).join(', ');
  if (Array.isArray(value) && value.length > 0 && value.every(isChange)) {
    return value.map((change) => parameterChangeText(change.key ?? change.parameter ?? '', undefined, change.value, wording)).join('; ');
  }
  if (typeof value === 'boolean') return t(value ? 'accounts.yes' : 'accounts.no');
  if (typeof value === 'number') return /Kg$/.test(field) ? t('units.kg', { value: number(value) }) : number(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A stored field's name in words (`rememberMe` is "Remember me"); an unknown one as stored. */
export const fieldText = (field: string, { t }: ParameterWording) =>
  field ? t(`loggers.fieldName.${field}`, { defaultValue: field }) : '';
