import { DateInput } from '@waste/shared';
import { Flex, Form, Radio, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { periodRuleBreach } from '../rules/period';

const ISO = 'YYYY-MM-DD';

export interface PeriodFieldsProps {
  /** Untyped: a centre's entry sits under field names that hold the centre's id. */
  form: FormInstance;
  /** Where the period sits in the form: nothing for a waste record's own, `['entries', centreId]` for a centre's. */
  base?: string[];
  frequencyTypes: readonly string[];
  /** The server's today and longest period (from the form's options). */
  today: string;
  maxPeriodDays: number;
  /** Start and end side by side, as in a centre's card. */
  sideBySide?: boolean;
}

/**
 * The frequency, then the entry date or the range, with the rules the server applies too: no day after today,
 * an end not before the start, a range no longer than the server allows.
 */
export function PeriodFields({ form, base = [], frequencyTypes, today, maxPeriodDays, sideBySide = false }: PeriodFieldsProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const field = (name: string) => [...base, name];
  const frequencyType = Form.useWatch(field('frequencyType'), form);
  const startDate = Form.useWatch(field('startDate'), form);
  const latest = dayjs(today);
  const required: Rule = { required: true, message: t('common:validation.required') };
  const notInFuture = (messageKey: string): Rule => ({
    validator: (_, value: Dayjs | null) =>
      value && value.isAfter(latest, 'day') ? Promise.reject(new Error(t(messageKey))) : Promise.resolve(),
  });
  const rangeRule: Rule = {
    validator: (_, end: Dayjs | null) => {
      const start: Dayjs | null = form.getFieldValue(field('startDate'));
      if (!start || !end) return Promise.resolve();
      const breach = periodRuleBreach(start.format(ISO), end.format(ISO), maxPeriodDays);
      if (breach === 'endBeforeStart') return Promise.reject(new Error(t('validation.endBeforeStart')));
      if (breach === 'periodTooLong') return Promise.reject(new Error(t('validation.periodTooLong', { count: maxPeriodDays })));
      return Promise.resolve();
    },
  };

  const range = (
    <>
      <Form.Item
        name={field('startDate')}
        label={t('wasteData.field.startDate')}
        validateFirst
        rules={[required, notInFuture('validation.startInFuture')]}
      >
        <DateInput notAfter={latest} />
      </Form.Item>
      <Form.Item
        name={field('endDate')}
        label={t('wasteData.field.endDate')}
        dependencies={[field('startDate')]}
        validateFirst
        rules={[required, notInFuture('validation.endInFuture'), rangeRule]}
      >
        <DateInput notBefore={startDate} notAfter={latest} />
      </Form.Item>
    </>
  );

  return (
    <>
      <Form.Item name={field('frequencyType')} label={t('wasteData.field.frequencyType')} rules={[required]}>
        <Radio.Group options={frequencyTypes.map((value) => ({ value, label: t(`wasteData.frequency.${value}`) }))} />
      </Form.Item>
      {frequencyType !== 'RANGE' ? (
        <Form.Item
          name={field('entryDate')}
          label={t('wasteData.field.entryDate')}
          validateFirst
          rules={[required, notInFuture('validation.entryInFuture')]}
        >
          <DateInput notAfter={latest} />
        </Form.Item>
      ) : sideBySide ? (
        <Flex gap="middle" wrap>
          {range}
        </Flex>
      ) : (
        range
      )}
    </>
  );
}
