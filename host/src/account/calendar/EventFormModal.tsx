import { errorMessage } from '@waste/shared';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Popconfirm, Radio, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { requiredRule } from '../fieldRules';
import { EVENT_COLORS, type CalendarEvent, type CalendarEventInput, type EventColor } from './api/calendarEvent';
import { allDayBounds } from './calendarDates';
import { DateTimeField } from './DateTimeField';
import { eventColorOf, TAG_COLOR } from './eventColors';

interface EventForm {
  title: string;
  description?: string;
  allDay: boolean;
  start: Dayjs;
  end: Dayjs;
  color: EventColor;
}

export type EventDraft = { kind: 'new'; day: Date } | { kind: 'existing'; event: CalendarEvent };

interface Props {
  draft: EventDraft;
  onSave: (input: CalendarEventInput) => Promise<void>;
  onDelete: (event: CalendarEvent) => Promise<void>;
  onClose: () => void;
}

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 1000;

function initialValues(draft: EventDraft): EventForm {
  if (draft.kind === 'existing') {
    const { event } = draft;
    return {
      title: event.title,
      description: event.description,
      allDay: event.allDay,
      start: dayjs(event.start),
      end: dayjs(event.end),
      color: eventColorOf(event.color),
    };
  }
  const day = dayjs(draft.day).startOf('day');
  return { title: '', description: '', allDay: false, start: day.hour(9), end: day.hour(10), color: 'primary' };
}

/** The instants the form stands for: whole days for an all-day event, the minute chosen otherwise. */
function boundsOf(allDay: boolean, start: Dayjs, end: Dayjs): { start: Date; end: Date } {
  const chosen = { start: start.second(0).millisecond(0).toDate(), end: end.second(0).millisecond(0).toDate() };
  return allDay ? allDayBounds(chosen.start, chosen.end) : chosen;
}

function toInput(values: EventForm): CalendarEventInput {
  const description = values.description?.trim();
  const { start, end } = boundsOf(values.allDay, values.start, values.end);
  return {
    title: values.title.trim(),
    ...(description ? { description } : {}),
    allDay: values.allDay,
    start: start.toISOString(),
    end: end.toISOString(),
    color: values.color,
  };
}

/** Create or edit one event; a failed save keeps the form as typed. */
export function EventFormModal({ draft, onSave, onDelete, onClose }: Props) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [form] = Form.useForm<EventForm>();
  const allDay = Form.useWatch('allDay', form) ?? initialValues(draft).allDay;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, fallback));
      setBusy(false);
    }
  }

  const existing = draft.kind === 'existing' ? draft.event : null;
  // A picked date is an object, not text.
  const dateRequired = { required: true, type: 'object' as const, message: t('validation.required') };

  return (
    <Modal
      open
      title={existing ? t('calendar.editEvent') : t('calendar.newEvent')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          <div>
            {existing ? (
              <Popconfirm
                title={t('calendar.deleteConfirm')}
                okText={t('calendar.delete')}
                cancelText={t('calendar.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => run(() => onDelete(existing), t('calendar.deleteFailed'))}
              >
                <Button danger disabled={busy}>
                  {t('calendar.delete')}
                </Button>
              </Popconfirm>
            ) : null}
          </div>
          <Flex gap="small">
            <Button onClick={onClose}>{t('calendar.cancel')}</Button>
            <Button type="primary" loading={busy} disabled={busy} onClick={() => form.submit()}>
              {t('calendar.save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} /> : null}
      <Form<EventForm>
        form={form}
        layout="vertical"
        initialValues={initialValues(draft)}
        onFinish={(values) => run(() => onSave(toInput(values)), t('calendar.saveFailed'))}
      >
        <Form.Item
          label={t('calendar.eventTitle')}
          name="title"
          rules={[requiredRule(t), { max: TITLE_MAX, message: t('account.validation.maxLength', { count: TITLE_MAX }) }]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item
          label={t('calendar.description')}
          name="description"
          rules={[{ max: DESCRIPTION_MAX, message: t('account.validation.maxLength', { count: DESCRIPTION_MAX }) }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="allDay" valuePropName="checked">
          <Checkbox>{t('calendar.allDay')}</Checkbox>
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item label={t('calendar.start')} name="start" rules={[dateRequired]} style={{ flex: '1 1 240px' }}>
            <DateTimeField allDay={allDay} timeLabel={t('calendar.startTime')} />
          </Form.Item>
          <Form.Item
            label={t('calendar.end')}
            name="end"
            dependencies={['start', 'allDay']}
            style={{ flex: '1 1 240px' }}
            rules={[
              dateRequired,
              ({ getFieldValue }) => ({
                validator: (_, value: Dayjs | null | undefined) => {
                  const start = getFieldValue('start') as Dayjs | null | undefined;
                  if (!value || !start) return Promise.resolve();
                  const bounds = boundsOf(getFieldValue('allDay') as boolean, start, value);
                  return bounds.end >= bounds.start ? Promise.resolve() : Promise.reject(new Error(t('calendar.endBeforeStart')));
                },
              }),
            ]}
          >
            <DateTimeField allDay={allDay} timeLabel={t('calendar.endTime')} />
          </Form.Item>
        </Flex>
        <Form.Item label={t('calendar.colour')} name="color">
          <Radio.Group>
            {EVENT_COLORS.map((color) => (
              <Radio key={color} value={color}>
                <Tag color={TAG_COLOR[color]}>{t(`calendar.colours.${color}`)}</Tag>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
