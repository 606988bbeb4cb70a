import { Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../../i18n/instance';
import { useNarrowerThan } from '../../ui/breakpoints';

/** Which flows the server draws: reconciled (each with its 95 % range as a band) or as reported (ADR 0244). */
export type SankeyFlows = 'reconciled' | 'reported';

/** The Sankey's "Reconciled / As reported" choice, with what the drawing shows in words. */
export function SankeyFlowsChoice({ value, onChange }: { value: SankeyFlows; onChange: (flows: SankeyFlows) => void }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  // Side by side, the Tamil choices are wider than a phone's card and the second one was cut off (issue 43).
  const narrow = useNarrowerThan('md');
  return (
    <Flex vertical gap="small" data-testid="sankey-flows">
      <Segmented
        aria-label={t('reconciliation.sankey.choice')}
        vertical={narrow}
        value={value}
        onChange={(flows) => onChange(flows as SankeyFlows)}
        options={(['reconciled', 'reported'] as const).map((flows) => ({ value: flows, label: t(`reconciliation.sankey.${flows}`) }))}
      />
      <Typography.Text type="secondary" data-testid="sankey-flows-note">
        {t(value === 'reconciled' ? 'reconciliation.sankey.bandNote' : 'reconciliation.sankey.reportedNote')}
      </Typography.Text>
    </Flex>
  );
}
