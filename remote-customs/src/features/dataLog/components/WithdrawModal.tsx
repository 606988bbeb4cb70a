import { errorMessage, useFormatters, useToast } from '@waste/shared';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import type { CustomsUpload } from '../api/searchDataLog';
import { useWithdrawUpload } from '../api/withdrawUpload';

/** Asks why a completed file is withdrawn, saying first what withdrawing does; a reason is required. */
export function WithdrawModal({ upload, onClose }: { upload: CustomsUpload; onClose: () => void }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const toast = useToast();
  const withdraw = useWithdrawUpload();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const saveError = withdraw.error ? errorMessage(withdraw.error, t('withdraw.failed')) : undefined;

  const save = async () => {
    setTried(true);
    if (missing) return;
    try {
      await withdraw.mutateAsync({ jobId: upload.id, reason: reason.trim() });
      toast.success(t('withdraw.done', { file: upload.fileName }));
      onClose();
    } catch {
      // Shown in the dialog, which stays open.
    }
  };

  return (
    <Modal
      open
      title={t('withdraw.title', { file: upload.fileName })}
      okText={t('withdraw.confirm')}
      okButtonProps={{ danger: true, loading: withdraw.isPending, 'data-testid': 'withdraw-ok' } as never}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph data-testid="withdraw-explain">
        {t('withdraw.explain', { lines: format.number(upload.rows ?? 0) })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('withdraw.reason')}
          htmlFor="withdraw-reason"
          required
          validateStatus={tried && missing ? 'error' : undefined}
          help={tried && missing ? t('withdraw.reasonRequired') : t('withdraw.reasonHelp')}
        >
          <Input.TextArea
            id="withdraw-reason"
            data-testid="withdraw-reason"
            value={reason}
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
      </Form>
      {saveError ? <Alert type="error" showIcon title={saveError} data-testid="withdraw-error" /> : null}
    </Modal>
  );
}
