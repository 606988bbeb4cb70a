import { QueryState, useToast } from '@waste/shared';
import { Alert, Button, Drawer, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useAnswerRequest, type RequestAnswer } from '../api/answerRequest';
import { useOpenedRequest, type AdminRequestDetail } from '../api/getRequest';
import { answerFailure } from '../rules/answerFailure';
import { CorrectionDetails } from './correction/CorrectionDetails';
import { CompleteRequestModal } from './CompleteRequestModal';
import { DiscardRequestModal } from './DiscardRequestModal';
import { ParameterRequestDetails } from './ParameterRequestDetails';
import { RequestDescriptions } from './RequestDescriptions';

const OPEN = [0, 1];

/** What completing did, for the toast. */
const completedText = (request: AdminRequestDetail) =>
  request.correction ? (request.correction.void ? 'corrections.completedVoid' : 'corrections.completedReplace') : 'requests.completed';

/**
 * One request: its details and what it proposes (parameter changes with their current values and effect, or a
 * correction's record beside its proposed values); Complete asks for confirmation, then applies it; Discard asks why. A refusal is said in the drawer and the request stays as the server has it.
 */
export function RequestDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const toast = useToast();
  const opened = useOpenedRequest(id);
  const answer = useAnswerRequest();
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [completing, setCompleting] = useState(false);
  const request = opened.data;

  const close = () => {
    setFailure(null);
    setDiscarding(false);
    setCompleting(false);
    answer.reset();
    onClose();
  };

  const run = async (action: RequestAnswer, failed: string, done: string) => {
    setFailure(null);
    try {
      await answer.mutateAsync(action);
      toast.success(done);
      return true;
    } catch (error) {
      const { refusal, detail } = answerFailure(error);
      setFailure({ title: refusal === 'failed' ? failed : t(`requests.refusal.${refusal}`), detail });
      return false;
    }
  };

  const complete = async () => {
    if (!request) return;
    await run(
      { id: request.id, action: 'complete', correction: request.kind === 'CORRECTION' },
      t('requests.completeFailed'),
      t(completedText(request)),
    );
    // Done or refused, the drawer says which; the question is answered either way.
    setCompleting(false);
  };
  const discard = async (reason: string) => {
    if (!request) return false;
    const done = await run({ id: request.id, action: 'discard', reason }, t('requests.discardFailed'), t('requests.discarded'));
    if (done) setDiscarding(false);
    return done;
  };

  return (
    <Drawer open={id !== null} onClose={close} title={request?.header ?? t('requests.title')} size="large" data-testid="request-drawer">
      <QueryState query={opened} loadFailed={t('requests.loadOneFailed')} retry={false} errorTestId="request-error" loading={<Spin />}>
        {(request) => (
          <Flex vertical gap="middle">
            <RequestDescriptions request={request} />
            {request.correction ? <CorrectionDetails correction={request.correction} /> : <ParameterRequestDetails request={request} />}
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
                  onClick={() => setCompleting(true)}
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
      <CompleteRequestModal
        request={request}
        open={completing}
        pending={answer.isPending}
        onComplete={() => void complete()}
        onCancel={() => setCompleting(false)}
      />
      <DiscardRequestModal open={discarding} pending={answer.isPending} onDiscard={discard} onCancel={() => setDiscarding(false)} />
    </Drawer>
  );
}
