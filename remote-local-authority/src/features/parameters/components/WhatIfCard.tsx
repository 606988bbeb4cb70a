import { errorMessage, ListTable, tonnes, totalTrend, useFormatters, useToast, type LocalAuthorityScope } from '@waste/shared';
import { Alert, Button, Card, Flex, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useLeakageParameters } from '../api/getLeakageParameters';
import { runWhatIf, type WhatIf } from '../api/runWhatIf';
import { useSaveLeakageParameters } from '../api/saveLeakageParameters';
import type { ParameterChange } from '../api/types';

const LEVELS = ['NONE', 'LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'];
const TOTALS = ['collectedKg', 'recycledKg', 'disposedKg', 'leakedKg', 'burnedKg'] as const;
const TEXT_TYPE = { better: 'success', worse: 'danger', neutral: undefined } as const;

export interface WhatIfCardProps {
  year: number;
  scope: LocalAuthorityScope;
  /** "Request this change": hands the scenario's changes to the request form. */
  onRequest: (changes: ParameterChange[]) => void;
}

/** Change levels or shares on the page and see the figures beside the current ones, without saving. */
export function WhatIfCard({ year, scope, onRequest }: WhatIfCardProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const toast = useToast();
  const parameters = useLeakageParameters(year, scope);
  const save = useSaveLeakageParameters(scope);
  const [levels, setLevels] = useState<Record<string, string>>({});
  const [burnShare, setBurnShare] = useState<number | null>(null);
  const [result, setResult] = useState<WhatIf | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const stages = parameters.data?.stages ?? [];

  const changes: ParameterChange[] = [
    ...Object.entries(levels)
      .filter(([stage, level]) => stages.find((row) => row.stage === stage)?.level !== level)
      .map(([stage, level]) => ({ parameter: `level.${stage}`, value: level }) as ParameterChange),
    ...(burnShare === null ? [] : [{ parameter: 'householdBurnShare', value: burnShare / 100 } as ParameterChange]),
  ];

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setResult(await runWhatIf(year, changes, scope));
    } catch (failure) {
      setError(errorMessage(failure, t('mfa.loadFailed')));
    } finally {
      setRunning(false);
    }
  };

  const saveChanges = () =>
    save.mutate(changes, {
      onSuccess: () => toast.success(t('mfa.saved')),
      onError: (failure) => toast.error(errorMessage(failure, t('mfa.unknownError'))),
    });

  const tn = (kg: number) => format.number(Math.round(tonnes(kg) * 10) / 10);

  return (
    <Card title={t('mfa.whatIfTitle')} data-testid="mfa-what-if">
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('mfa.whatIfHint')}</Typography.Text>
        <Flex wrap gap="middle">
          {stages.map((row) => (
            <Flex key={row.stage} vertical gap={4} style={{ minWidth: 160 }}>
              <Typography.Text>{t(`mfa.stageName.${row.stage}`)}</Typography.Text>
              <Select
                aria-label={t(`mfa.stageName.${row.stage}`)}
                value={levels[row.stage] ?? row.level}
                onChange={(value) => setLevels((current) => ({ ...current, [row.stage]: value }))}
                options={LEVELS.map((level) => ({ value: level, label: t(`mfa.levelName.${level}`) }))}
                data-testid={`what-if-level-${row.stage}`}
              />
            </Flex>
          ))}
          <Flex vertical gap={4} style={{ minWidth: 160 }}>
            <Typography.Text>{t('mfa.param.householdBurnShare')}</Typography.Text>
            <InputNumber
              aria-label={t('mfa.param.householdBurnShare')}
              min={0}
              max={100}
              suffix="%"
              value={burnShare}
              onChange={(value) => setBurnShare(value)}
            />
          </Flex>
        </Flex>
        <Flex gap="small" wrap>
          <Button type="primary" loading={running} onClick={() => void run()} data-testid="what-if-run">
            {t('mfa.whatIfRun')}
          </Button>
          <Button disabled={changes.length === 0} onClick={() => onRequest(changes)} data-testid="what-if-request">
            {t('mfa.requestThisChange')}
          </Button>
          {parameters.data?.canEdit ? (
            <Button disabled={changes.length === 0} loading={save.isPending} onClick={saveChanges}>
              {t('mfa.saveAsParameters')}
            </Button>
          ) : null}
        </Flex>
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {result ? (
          <ListTable
            size="small"
            pagination={false}
            rowKey="key"
            data-testid="what-if-result"
            dataSource={TOTALS.map((key) => ({ key, current: result.current.totals[key], scenario: result.scenario.totals[key] }))}
            columns={[
              { title: t('mfa.figure'), dataIndex: 'key', render: (key: string) => t(`mfa.total.${key}`) },
              { title: `${t('mfa.current')} (${t('mfa.t')})`, dataIndex: 'current', align: 'right', render: tn },
              { title: `${t('mfa.scenario')} (${t('mfa.t')})`, dataIndex: 'scenario', align: 'right', render: tn },
              {
                title: t('mfa.change'),
                key: 'change',
                align: 'right',
                // Coloured by better or worse, never by the sign: less controlled disposal is not good news.
                render: (_, row) => {
                  const delta = Math.round(tonnes(row.scenario - row.current) * 10) / 10;
                  const trend = totalTrend(row.key, delta);
                  return (
                    <Typography.Text type={TEXT_TYPE[trend]} data-trend={trend} data-testid={`what-if-change-${row.key}`}>
                      {`${delta > 0 ? '+' : ''}${format.number(delta)}`}
                      {trend === 'neutral' ? '' : ` (${t(`mfa.trend.${trend}`)})`}
                    </Typography.Text>
                  );
                },
              },
            ]}
          />
        ) : null}
      </Flex>
    </Card>
  );
}
