import { errorMessage, QueryState, useFormatters, useToast } from '@waste/shared';
import { Alert, Button, Descriptions, Drawer, Flex, Form, Input, Modal, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useAnswerRequest, type RequestAnswer } from '../api/answerRequest';
import { useOpenedRequest } from '../api/getRequest';
import { RequestStatusTag } from './RequestStatusTag';

const OPEN = [0, 1];

/** One request: its details and proposed changes; Complete applies them, Discard asks why. */
export function RequestDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const toast = useToast();
  const opened = useOpenedRequest(id);
  const answer = useAnswerRequest();
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const request = opened.data;

  const close = () => {
    setFailure(null);
    setDiscarding(false);
    answer.reset();
    onClose();
  };

  const run = async (action: RequestAnswer, title: string, done: string) => {
    setFailure(null);
    try {
      await answer.mutateAsync(action);
      toast.success(done);
      return true;
    } catch (error) {
      setFailure({ title, detail: errorMessage(error, '') });
      return false;
    }
  };

  const complete = () => request && void run({ id: request.id, action: 'complete' }, t('requests.completeFailed'), t('requests.completed'));
  const discard = async ({ reason }: { reason: string }) => {
    if (!request) return;
    if (await run({ id: request.id, action: 'discard', reason }, t('requests.discardFailed'), t('requests.discarded'))) {
      setDiscarding(false);
      form.resetFields();
    }
  };

  return (
    <Drawer open={id !== null} onClose={close} title={request?.header ?? t('requests.title')} size="large" data-testid="request-drawer">
      <QueryState query={opened} loadFailed={t('requests.loadOneFailed')} retry={false} errorTestId="request-error" loading={<Spin />}>
        {(request) => (
          <Flex vertical gap="middle">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('requests.field.status')}>
                <span data-testid="request-status">
                  <RequestStatusTag status={request.status} />
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('requests.field.authority')}>{request.localAuthorityName}</Descriptions.Item>
              <Descriptions.Item label={t('requests.field.sender')}>
                {request.senderName ? `${request.senderName} (${request.senderEmail ?? ''})` : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('requests.field.date')}>{format.dateTime(request.date)}</Descriptions.Item>
              <Descriptions.Item label={t('requests.field.description')}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{request.description}</Typography.Paragraph>
              </Descriptions.Item>
              {request.handledByName && request.status >= 2 ? (
                <Descriptions.Item
                  label={t('requests.field.handledBy')}
                >{`${request.handledByName}, ${format.dateTime(request.updatedAt)}`}</Descriptions.Item>
              ) : null}
              {request.reason ? <Descriptions.Item label={t('requests.field.reason')}>{request.reason}</Descriptions.Item> : null}
            </Descriptions>
            <Table
              size="small"
              bordered
              pagination={false}
              rowKey="parameter"
              title={() => <Typography.Text strong>{t('requests.field.changes')}</Typography.Text>}
              dataSource={request.changes}
              locale={{ emptyText: <Typography.Text type="secondary">{t('requests.noChanges')}</Typography.Text> }}
              data-testid="request-changes"
              columns={[
                {
                  key: 'parameter',
                  title: t('requests.field.parameter'),
                  render: (_, change) => <Typography.Text code>{change.parameter}</Typography.Text>,
                },
                {
                  key: 'value',
                  title: t('requests.field.value'),
                  render: (_, change) => <Typography.Text strong>{String(change.value)}</Typography.Text>,
                },
              ]}
            />
            {failure ? (
              <Alert
                type="error"
                showIcon
                title={failure.title}
                description={failure.detail || undefined}
                data-testid="request-answer-error"
              />
            ) : null}
            {OPEN.includes(request.status) ? (
              <Flex gap="small" wrap>
                <Button
                  type="primary"
                  loading={answer.isPending && answer.variables?.action === 'complete'}
                  onClick={complete}
                  data-testid="request-complete"
                >
                  {t('requests.complete')}
                </Button>
                <Button onClick={() => setDiscarding(true)} data-testid="request-discard">
                  {t('requests.discard')}
                </Button>
              </Flex>
            ) : null}
          </Flex>
        )}
      </QueryState>
      <Modal
        open={discarding}
        title={t('requests.discardTitle')}
        okText={t('requests.discard')}
        okButtonProps={{ loading: answer.isPending, ...{ 'data-testid': 'request-discard-confirm' } }}
        onOk={() => form.submit()}
        onCancel={() => setDiscarding(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => void discard(values)} preserve>
          <Form.Item
            name="reason"
            label={t('requests.field.reason')}
            rules={[{ required: true, whitespace: true, message: t('requests.reasonRequired') }, { max: 2000 }]}
          >
            <Input.TextArea rows={4} maxLength={2000} showCount data-testid="request-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
