import { errorMessage, ListTable, PageFrame, useFormatters, useToast, wrapText } from '@waste/shared';
import { Alert, App, Button, Card, Flex, Input, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useUncertaintyRules, type UncertaintyKind, type UncertaintyRule } from '../api/getUncertaintyRules';
import { useSaveUncertaintyRules } from '../api/saveUncertaintyRules';
import { RuleHistoryTable } from './RuleHistoryTable';

/** Kinds whose value has a source behind it; the others are provisional (docs/mfa.md "Uncertainty and reconciliation"). */
const SOURCED: ReadonlySet<UncertaintyKind> = new Set(['REPORTED_RECORD', 'LEAKAGE_FACTOR']);

/** A relative sd (0.1) as the percent typed and shown (10), kept to two decimals as the table stores it. */
const toPercent = (relativeSd: number) => Math.round(relativeSd * 10_000) / 100;

/**
 * The uncertainty of each kind of MFA input the reconciliation weighs (issue 40), for the super admin (routes.json):
 * the rules, their sources and every earlier version, changed after being told what changes.
 */
export function UncertaintyRulesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const toast = useToast();
  const { modal } = App.useApp();
  const rules = useUncertaintyRules();
  const save = useSaveUncertaintyRules();
  const [edits, setEdits] = useState<Partial<Record<UncertaintyKind, number>>>({});
  const [note, setNote] = useState('');
  const current = rules.data?.rules ?? [];
  const changes = current.flatMap((rule) => {
    const percent = edits[rule.kind];
    return percent === undefined || percent === toPercent(rule.relativeSd) ? [] : [{ rule, percent }];
  });
  const percent = (value: number) => `${format.number(value)} %`;

  const confirm = () =>
    modal.confirm({
      title: t('uncertaintyRules.confirmTitle'),
      okText: t('uncertaintyRules.save'),
      cancelText: t('uncertaintyRules.cancel'),
      content: (
        <Flex vertical gap="small" data-testid="uncertainty-rules-confirm">
          <Typography.Text>{t('uncertaintyRules.confirmIntro')}</Typography.Text>
          <ul>
            {changes.map(({ rule, percent: next }) => (
              <li key={rule.kind}>
                {t('uncertaintyRules.confirmChange', {
                  kind: t(`uncertaintyRules.kind.${rule.kind}`),
                  before: percent(toPercent(rule.relativeSd)),
                  after: percent(next),
                  version: rule.version + 1,
                })}
              </li>
            ))}
          </ul>
          <Typography.Text type="secondary">{t('uncertaintyRules.confirmEffect')}</Typography.Text>
        </Flex>
      ),
      onOk: async () => {
        try {
          await save.mutateAsync({
            changes: changes.map(({ rule, percent: next }) => ({ kind: rule.kind, relativeSd: next / 100 })),
            ...(note.trim() ? { note: note.trim() } : {}),
          });
          toast.success(t('uncertaintyRules.saved'));
          setEdits({});
          setNote('');
        } catch (error) {
          toast.error(errorMessage(error, t('uncertaintyRules.saveFailed')));
        }
      },
    });

  return (
    <PageFrame title={t('uncertaintyRules.title')}>
      <Card data-testid="uncertainty-rules">
        <Flex vertical gap="middle">
          <Typography.Text type="secondary">{t('uncertaintyRules.intro')}</Typography.Text>
          {rules.isError ? <Alert type="error" showIcon message={t('uncertaintyRules.loadFailed')} /> : null}
          <ListTable<UncertaintyRule>
            size="small"
            rowKey="kind"
            pagination={false}
            loading={rules.isPending}
            dataSource={current}
            data-testid="uncertainty-rules-table"
            columns={[
              {
                title: t('uncertaintyRules.column.kind'),
                dataIndex: 'kind',
                // Wrapped, so the value to edit stays in sight beside the long Sinhala and Tamil explanations (issue 43).
                ...wrapText(),
                render: (kind: UncertaintyKind) => (
                  <Flex vertical>
                    <Typography.Text strong>{t(`uncertaintyRules.kind.${kind}`)}</Typography.Text>
                    <Typography.Text type="secondary">{t(`uncertaintyRules.explain.${kind}`)}</Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t('uncertaintyRules.column.value'),
                dataIndex: 'relativeSd',
                align: 'right',
                render: (relativeSd: number, rule) => (
                  <InputNumber
                    min={0}
                    max={500}
                    step={1}
                    precision={2}
                    suffix="%"
                    aria-label={t(`uncertaintyRules.kind.${rule.kind}`)}
                    data-testid={`uncertainty-rule-${rule.kind}`}
                    value={edits[rule.kind] ?? toPercent(relativeSd)}
                    onChange={(value) => setEdits((before) => ({ ...before, [rule.kind]: value ?? toPercent(relativeSd) }))}
                  />
                ),
              },
              {
                title: t('uncertaintyRules.column.source'),
                dataIndex: 'kind',
                key: 'source',
                ...wrapText(),
                render: (kind: UncertaintyKind) => (
                  <Flex vertical gap={4} align="start">
                    {SOURCED.has(kind) ? null : <Tag color="orange">{t('uncertaintyRules.provisional')}</Tag>}
                    <Typography.Text>{t(`uncertaintyRules.source.${kind}`)}</Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t('uncertaintyRules.column.version'),
                dataIndex: 'version',
                align: 'right',
                render: (version: number, rule) =>
                  version === 0
                    ? t('uncertaintyRules.default')
                    : t('uncertaintyRules.versionBy', {
                        version,
                        who: rule.updatedByName ?? t('uncertaintyRules.unknownUser'),
                        when: rule.updatedAt ? format.dateTime(rule.updatedAt) : '',
                      }),
              },
            ]}
          />
          <Flex vertical gap="small">
            <Input.TextArea
              maxLength={1000}
              rows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('uncertaintyRules.notePlaceholder')}
              aria-label={t('uncertaintyRules.note')}
              data-testid="uncertainty-rules-note"
            />
            <Flex>
              <Button
                type="primary"
                disabled={changes.length === 0}
                loading={save.isPending}
                onClick={confirm}
                data-testid="uncertainty-rules-save"
              >
                {t('uncertaintyRules.save')}
              </Button>
            </Flex>
          </Flex>
        </Flex>
      </Card>
      <RuleHistoryTable history={rules.data?.history ?? []} loading={rules.isPending} />
    </PageFrame>
  );
}
