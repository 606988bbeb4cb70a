import type { ParameterWording } from './parameterText';

/** An audit entry's action or entity as the log stores it (`mark-seen`, `parameter_request`), in words; an unknown one as stored. */
export const actionText = (action: string, { t }: Pick<ParameterWording, 't'>) => t(`loggers.action.${action}`, { defaultValue: action });
export const entityText = (entity: string, { t }: Pick<ParameterWording, 't'>) => t(`loggers.entity.${entity}`, { defaultValue: entity });
