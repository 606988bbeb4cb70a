import { localizedOptionalName } from '@waste/shared';
import type { LoggerRow } from '../api/searchLoggers';
import type { ParameterWording } from './parameterText';

/** An audit entry's action or entity as the log stores it (`mark-seen`, `parameter_request`), in words; an unknown one as stored. */
export const actionText = (action: string, { t }: Pick<ParameterWording, 't'>) => t(`loggers.action.${action}`, { defaultValue: action });
export const entityText = (entity: string, { t }: Pick<ParameterWording, 't'>) => t(`loggers.entity.${entity}`, { defaultValue: entity });

type ActingAuthority = Pick<LoggerRow, 'actingLocalAuthorityName' | 'actingLocalAuthorityNameSi' | 'actingLocalAuthorityNameTa'>;

/** The authority an audit entry was done for, in the user's language (ADR 0152); null when none. */
export const actingAuthorityText = (row: ActingAuthority, language: string) =>
  localizedOptionalName(row.actingLocalAuthorityName, row.actingLocalAuthorityNameSi, row.actingLocalAuthorityNameTa, language);
