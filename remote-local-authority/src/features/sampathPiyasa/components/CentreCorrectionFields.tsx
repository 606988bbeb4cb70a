import { QueryState, requestConstraints, type StatusQuery } from '@waste/shared';
import { Card, Form, Input, Radio, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { CentreWasteEntryDetail, CentreWasteFormOptions } from '../api/types';
import { CentreEntryFields } from './CentreEntryFields';
import type { CorrectionAction } from './centreCorrectionValues';

const REASON = requestConstraints['POST /sampath-piyasa/waste-corrections'].reason;
const ACTIONS: CorrectionAction[] = ['VOID', 'REPLACE'];

export interface CentreCorrectionFieldsProps {
  /** Untyped: the replacement's field names hold the centre's id (CentreCorrectionValues). */
  form: FormInstance;
  entry: CentreWasteEntryDetail;
  options: StatusQuery<CentreWasteFormOptions>;
}

/** Void or replace, why, and for a replacement the entry's own fields as they are now, to correct. */
export function CentreCorrectionFields({ form, entry, options }: CentreCorrectionFieldsProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const action = Form.useWatch('action', form) as CorrectionAction | undefined;
  const required: Rule = { required: true, whitespace: true, message: t('common:validation.required') };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('sampathPiyasa.correction.explanation')}</Typography.Paragraph>
      <Form.Item name="action" label={t('sampathPiyasa.correction.action')} rules={[required]}>
        <Radio.Group
          data-testid="correction-action"
          options={ACTIONS.map((value) => ({ value, label: t(`sampathPiyasa.correction.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('sampathPiyasa.correction.reason')}
        rules={[required, { max: REASON.maxLength, message: t('sampathPiyasa.validation.reasonTooLong', { count: REASON.maxLength }) }]}
      >
        <Input.TextArea rows={3} maxLength={REASON.maxLength} showCount data-testid="correction-reason-input" />
      </Form.Item>
      {action === 'REPLACE' ? (
        <Card
          size="small"
          title={t('sampathPiyasa.correction.replacement', { centre: entry.centreName })}
          data-testid="correction-replacement"
        >
          <QueryState query={options} loadFailed={t('wasteData.formInitFailed')}>
            {(data) => <CentreEntryFields form={form} centreId={entry.sampathPiyasaId} options={data} />}
          </QueryState>
        </Card>
      ) : null}
    </>
  );
}
