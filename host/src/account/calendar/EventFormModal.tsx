import { errorMessage } from '@waste/shared';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Popconfirm, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { requiredRule } from '../fieldRules';
import { EVENT_COLORS, type CalendarEvent, type CalendarEventInput, type EventColor } from './api/calendarEvent';
import { fromInputValue, toInputValue } from './calendarDates';
import { eventColorOf, TAG_COLOR } from './eventColors';

interface EventForm {
  title: string;
  description?: string;
  allDay: boolean;
  start: string;
  end: string;
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
      start: toInputValue(new Date(event.start), event.allDay),
      end: toInputValue(new Date(event.end), event.allDay),
      color: eventColorOf(event.color),
    };
  }
  const start = new Date(draft.day.getFullYear(), draft.day.getMonth(), draft.day.getDate(), 9, 0);
  const end = new Date(draft.day.getFullYear(), draft.day.getMonth(), draft.day.getDate(), 10, 0);
  return { title: '', description: '', allDay: false, start: toInputValue(start, false), end: toInputValue(end, false), color: 'primary' };
}

function toInput(values: EventForm): CalendarEventInput {
  const description = values.description?.trim();
  return {
    title: values.title.trim(),
    ...(description ? { description } : {}),
    allDay: values.allDay,
    start: fromInputValue(values.start, values.allDay, 'start').toISOString(),
    end: fromInputValue(values.end, values.allDay, 'end').toISOString(),
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

  // Switching all-day reshapes the date inputs, keeping the days already chosen.
  function changeAllDay(next: boolean) {
    const { start, end } = form.getFieldsValue(['start', 'end']) as Pick<EventForm, 'start' | 'end'>;
    const reshape = (value: string | undefined, hour: string) => (value ? (next ? value.slice(0, 10) : `${value.slice(0, 10)}T${hour}`) : value);
    form.setFieldsValue({ start: reshape(start, '09:00'), end: reshape(end, '10:00') });
  }

  const existing = draft.kind === 'existing' ? draft.event : null;

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
        requiredMark={false}
        initialValues={initialValues(draft)}
        onFinish={(values) => run(() => onSave(toInput(values)), t('calendar.saveFailed'))}
      >
        <Form.Item label={t('calendar.eventTitle')} name="title" rules={[requiredRule(t), { max: TITLE_MAX, message: t('account.validation.maxLength', { count: TITLE_MAX }) }]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item label={t('calendar.description')} name="description" rules={[{ max: DESCRIPTION_MAX, message: t('account.validation.maxLength', { count: DESCRIPTION_MAX }) }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="allDay" valuePropName="checked">
          <Checkbox onChange={(change) => changeAllDay(change.target.checked)}>{t('calendar.allDay')}</Checkbox>
        </Form.Item>
        <Flex gap="middle">
          <Form.Item label={t('calendar.start')} name="start" rules={[requiredRule(t)]} style={{ flex: 1 }}>
            <Input type={allDay ? 'date' : 'datetime-local'} />
          </Form.Item>
          <Form.Item
            label={t('calendar.end')}
            name="end"
            dependencies={['start', 'allDay']}
            style={{ flex: 1 }}
            rules={[
              requiredRule(t),
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) => {
                  const start = getFieldValue('start') as string | undefined;
                  const whole = getFieldValue('allDay') as boolean;
                  if (!value || !start) return Promise.resolve();
                  return fromInputValue(value, whole, 'end') >= fromInputValue(start, whole, 'start')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('calendar.endBeforeStart')));
                },
              }),
            ]}
          >
            <Input type={allDay ? 'date' : 'datetime-local'} />
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
