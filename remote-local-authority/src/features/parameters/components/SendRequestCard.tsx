import {
  errorMessage,
  ListTable,
  QueryError,
  queryStatus,
  useFormatters,
  useToast,
  wrapText,
  type LocalAuthorityScope,
} from '@waste/shared';
import { Button, Card, Empty, Flex, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useSentRequests, type SentRequest } from '../api/getSentRequests';
import { useSendRequest } from '../api/sendRequest';
import type { ParameterChange } from '../api/types';
import { SentRequestSubject } from './SentRequestSubject';

const SHARES = new Set(['plasticShare', 'hardShare', 'defaultCollectionShare', 'householdBurnShare']);

const STATUS_COLOURS: Record<SentRequest['statusLabel'], string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  unknown: 'default',
};

export interface SendRequestCardProps {
  scope: LocalAuthorityScope;
  changes: ParameterChange[];
  onChangesChange: (changes: ParameterChange[]) => void;
}

/**
 * A request to the admins (header, description, proposed changes) and the list of requests sent: parameter changes,
 * and the corrections of records asked for from their pages, with each one's outcome.
 */
export function SendRequestCard({ scope, changes, onChangesChange }: SendRequestCardProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const toast = useToast();
  const [form] = Form.useForm<{ header: string; description: string }>();
  const send = useSendRequest(scope);
  const sent = useSentRequests(scope);
  const loadFailed = t('mfa.unknownError');
  const { loading } = queryStatus(sent, loadFailed);

  // A share is stored 0-1 and typed as a percentage: 45 reads 45 %, as on the what-if, never 0.45.
  const valueText = (change: ParameterChange) =>
    typeof change.value === 'number' && SHARES.has(change.parameter)
      ? `${format.number(Math.round(change.value * 1000) / 10)} %`
      : String(change.value);
  const changeText = (change: ParameterChange) =>
    change.parameter.startsWith('level.')
      ? `${t(`mfa.stageName.${change.parameter.slice(6)}`)}: ${t(`mfa.levelName.${change.value}`)}`
      : `${t(`mfa.param.${change.parameter}`)}: ${valueText(change)}`;

  const submit = (values: { header: string; description: string }) =>
    send.mutate(
      { header: values.header, description: values.description, ...(changes.length ? { changes } : {}) },
      {
        onSuccess: () => {
          toast.success(t('mfa.messageSent'));
          form.resetFields();
          onChangesChange([]);
        },
        // The form keeps what was typed.
        onError: (failure) => toast.error(errorMessage(failure, t('mfa.unknownError'))),
      },
    );

  return (
    <Card title={t('mfa.requestTitle')} data-testid="mfa-send-request">
      <Flex vertical gap="large">
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 640 }}>
          <Form.Item
            name="header"
            label={t('mfa.header')}
            rules={[{ required: true, whitespace: true, message: t('common:validation.required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('mfa.description')}
            rules={[{ required: true, whitespace: true, message: t('common:validation.required') }]}
          >
            <Input.TextArea rows={4} maxLength={5000} />
          </Form.Item>
          {changes.length ? (
            <Form.Item label={t('mfa.proposedChanges')}>
              <Flex wrap gap="small" data-testid="request-changes">
                {changes.map((change) => (
                  <Tag
                    key={change.parameter}
                    closable
                    onClose={() => onChangesChange(changes.filter((other) => other.parameter !== change.parameter))}
                  >
                    {changeText(change)}
                  </Tag>
                ))}
              </Flex>
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('mfa.send')}
          </Button>
        </Form>
        <Flex vertical gap="small">
          <Typography.Title level={5}>{t('mfa.sentTitle')}</Typography.Title>
          <QueryError query={sent} loadFailed={loadFailed} retry={false} />
          <ListTable<SentRequest>
            size="small"
            rowKey="id"
            loading={loading}
            dataSource={sent.data ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            data-testid="sent-requests"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mfa.noSentRequests')} /> }}
            columns={[
              { title: t('mfa.date'), dataIndex: 'date', render: (date: string) => format.dateTime(date) },
              // The outcome next to the key: at 1366 px it stood past the page's edge (issue 39 rule 1).
              {
                title: t('mfa.status'),
                key: 'status',
                ...wrapText(240),
                render: (_, row) => (
                  <Flex vertical gap={4}>
                    <Tag color={STATUS_COLOURS[row.statusLabel]} style={{ width: 'fit-content' }}>
                      {t(`mfa.statusLabel.${row.statusLabel}`)}
                    </Tag>
                    {row.reason ? (
                      <Typography.Text type="secondary">{t('mfa.rejectedReason', { reason: row.reason })}</Typography.Text>
                    ) : null}
                  </Flex>
                ),
              },
              { title: t('mfa.subject'), key: 'subject', ...wrapText(240), render: (_, row) => <SentRequestSubject request={row} /> },
              { title: t('mfa.description'), dataIndex: 'description', ...wrapText() },
            ]}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
