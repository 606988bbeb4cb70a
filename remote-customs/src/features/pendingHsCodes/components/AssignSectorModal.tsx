import { errorMessage, useToast } from '@waste/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { assignSector, editHsCode } from '@/common/api/hsCodes';
import { clearHsPages } from '@/common/api/hsCodePageCache';

/** Gives one or more codes a sector; the sectors come from the first code's edit call. */
export function AssignSectorModal({ codes, onClose }: { codes: string[]; onClose: (assigned: boolean) => void }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [sectorId, setSectorId] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const edit = useQuery({ queryKey: ['/hscode/edit', codes[0]], queryFn: () => editHsCode(codes[0]) });

  const save = async () => {
    if (!sectorId) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      await assignSector(codes, sectorId);
      clearHsPages();
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/hscode') || String(query.queryKey[0]).startsWith('/customs'),
      });
      toast.success(t('pending.assigned', { count: codes.length }));
      onClose(true);
    } catch (error) {
      const message = errorMessage(error, t('pending.assignFailed'));
      setSaveError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('pending.assignTitle', { count: codes.length })}
      okText={t('pending.assign')}
      okButtonProps={{ disabled: !sectorId, loading: saving, 'data-testid': 'assign-sector-ok' } as never}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Typography.Paragraph>{codes.join(', ')}</Typography.Paragraph>
      {edit.isLoading ? <Skeleton active /> : null}
      {edit.isError ? <Alert type="error" showIcon title={errorMessage(edit.error, t('pending.sectorsFailed'))} /> : null}
      {edit.data ? (
        <Form layout="vertical">
          <Form.Item label={t('field.sector')} required>
            <Select
              data-testid="assign-sector-select"
              value={sectorId}
              onChange={setSectorId}
              options={edit.data.sectors.map((sector) => ({ value: sector.id, label: t(`sector.${sector.id}`) }))}
            />
          </Form.Item>
        </Form>
      ) : null}
      {saveError ? <Alert type="error" showIcon title={saveError} data-testid="assign-error" /> : null}
    </Modal>
  );
}
