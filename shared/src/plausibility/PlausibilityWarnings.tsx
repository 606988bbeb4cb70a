import { Alert, Checkbox, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format/useFormatters';
import { COMMON_NAMESPACE, registerTranslations } from '../i18n/instance';
import en from '../i18n/locales/plausibility.en.json';
import si from '../i18n/locales/plausibility.si.json';
import ta from '../i18n/locales/plausibility.ta.json';
import { warningPath, type DescribeField, type PlausibilityWarning } from './plausibilityWarnings';

registerTranslations(COMMON_NAMESPACE, { en, si, ta });

export interface PlausibilityWarningsProps<Input> {
  warnings: PlausibilityWarning[];
  describe: DescribeField<Input>;
  input: Input;
  /** Before a save: the person confirms the figures (a required tick). Without it: warnings acknowledged when entered. */
  acknowledgement?: { checked: boolean; onChange: (checked: boolean) => void };
  testId?: string;
}

/** Why a figure is out of the ordinary and what was expected, in the person's language (the server's message is English). */
function useWarningText<Input>(describe: DescribeField<Input>) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (warning: PlausibilityWarning, input: Input) => {
    const { label, unit } = describe(warningPath(warning.field), input);
    return t('plausibility.expected', {
      label,
      low: formatNumber(warning.low),
      high: formatNumber(warning.high),
      unit,
      reason: t(`plausibility.reason.${warning.code}`),
    });
  };
}

/**
 * The figures far outside what was expected: on the review with the tick that confirms them, or on a record's page as
 * the warnings its author acknowledged (docs/adr/0100-plausibility-warnings-at-entry.md).
 */
export function PlausibilityWarnings<Input>({ warnings, describe, input, acknowledgement, testId }: PlausibilityWarningsProps<Input>) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const text = useWarningText(describe);
  if (warnings.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={testId ?? (acknowledgement ? 'plausibility-warnings' : 'acknowledged-warnings')}
      title={t(acknowledgement ? 'plausibility.title' : 'plausibility.acknowledgedTitle')}
      description={
        <Flex vertical gap="small">
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {warnings.map((warning) => (
              <li key={`${warning.field}-${warning.code}`}>{text(warning, input)}</li>
            ))}
          </ul>
          {acknowledgement ? (
            <Checkbox
              checked={acknowledgement.checked}
              onChange={(event) => acknowledgement.onChange(event.target.checked)}
              data-testid="acknowledge-warnings"
            >
              {t('plausibility.acknowledge')}
            </Checkbox>
          ) : null}
        </Flex>
      }
    />
  );
}
