import { errorMessage, QueryState, useToast } from '@waste/shared';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useAssignSector } from '../api/assignSector';
import { useHsCodeEdit } from '../api/editHsCode';

/** Gives one or more codes a sector; the sectors come from the first code's edit call. */
export function AssignSectorModal({ codes, onClose }: { codes: string[]; onClose: (assigned: boolean) => void }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const toast = useToast();
  const [sectorId, setSectorId] = useState<string>();
  const edit = useHsCodeEdit(codes[0]);
  const assign = useAssignSector();
  const saveError = assign.error ? errorMessage(assign.error, t('pending.assignFailed')) : undefined;

  const save = async () => {
    if (!sectorId) return;
    try {
      await assign.mutateAsync({ hsCodes: codes, sectorId });
      toast.success(t('pending.assigned', { count: codes.length }));
      onClose(true);
    } catch (error) {
      toast.error(errorMessage(error, t('pending.assignFailed')));
    }
  };

  return (
    <Modal
      open
      title={t('pending.assignTitle', { count: codes.length })}
      okText={t('pending.assign')}
      okButtonProps={{ disabled: !sectorId, loading: assign.isPending, 'data-testid': 'assign-sector-ok' } as never}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Typography.Paragraph>{codes.join(', ')}</Typography.Paragraph>
      <QueryState query={edit} loadFailed={t('pending.sectorsFailed')} retry={false}>
        {(data) => (
          <Form layout="vertical">
            <Form.Item label={t('field.sector')} required>
              <Select
                data-testid="assign-sector-select"
                value={sectorId}
                onChange={setSectorId}
                options={data.sectors.map((sector) => ({ value: sector.id, label: t(`sector.${sector.id}`) }))}
              />
            </Form.Item>
          </Form>
        )}
      </QueryState>
      {saveError ? <Alert type="error" showIcon title={saveError} data-testid="assign-error" /> : null}
    </Modal>
  );
}
