import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { queryStatus } from '@waste/shared';
import { Alert, Button, Flex, Segmented, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import type { CalendarEventInput } from './api/calendarEvent';
import { useCreateEvent } from './api/createEvent';
import { useDeleteEvent } from './api/deleteEvent';
import { useCalendarEvents } from './api/fetchEvents';
import { useUpdateEvent } from './api/updateEvent';
import { addDays, monthRange, weekRange } from './calendarDates';
import { EventFormModal, type EventDraft } from './EventFormModal';
import { MonthView } from './MonthView';
import { WeekView } from './WeekView';

type View = 'month' | 'week';

/** /calendar: the signed-in user's own events, saved on the server. */
export function CalendarPage() {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const [view, setView] = useState<View>('month');
  // antd's month grid keeps its own month; the week view has its own week.
  const [monthAnchor, setMonthAnchor] = useState(() => new Date());
  const [weekAnchor, setWeekAnchor] = useState(() => new Date());
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const range = view === 'month' ? monthRange(monthAnchor) : weekRange(weekAnchor);
  const events = useCalendarEvents(range.from, range.to);
  const eventsStatus = queryStatus(events, t('calendar.loadFailed'));
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const deleteEvent = useDeleteEvent();

  async function save(input: CalendarEventInput) {
    if (draft?.kind === 'existing') await updateEvent.mutateAsync({ id: draft.event.id, input });
    else await createEvent.mutateAsync(input);
    setDraft(null);
  }

  async function remove(event: { id: string }) {
    await deleteEvent.mutateAsync(event.id);
    setDraft(null);
  }

  const weekTitle = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }).format(range.from);

  return (
    <Flex vertical gap="middle" data-testid="calendar-page">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('calendar.title')}
        </Typography.Title>
        <Flex gap="small" align="center" wrap>
          <Segmented<View>
            value={view}
            onChange={setView}
            options={[
              { value: 'month', label: t('calendar.month') },
              { value: 'week', label: t('calendar.week') },
            ]}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ kind: 'new', day: view === 'month' ? new Date() : weekAnchor })}>
            {t('calendar.newEvent')}
          </Button>
        </Flex>
      </Flex>
      {eventsStatus.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={eventsStatus.error}
          action={<Button onClick={() => void events.refetch()}>{t('account.retry')}</Button>}
        />
      ) : null}
      {view === 'week' ? (
        <Flex gap="small" align="center">
          <Button icon={<LeftOutlined />} aria-label={t('calendar.previousWeek')} onClick={() => setWeekAnchor((anchor) => addDays(anchor, -7))} />
          <Button onClick={() => setWeekAnchor(new Date())}>{t('calendar.today')}</Button>
          <Button icon={<RightOutlined />} aria-label={t('calendar.nextWeek')} onClick={() => setWeekAnchor((anchor) => addDays(anchor, 7))} />
          <Typography.Text strong>{t('calendar.weekOf', { date: weekTitle })}</Typography.Text>
        </Flex>
      ) : null}
      <Spin spinning={events.isFetching}>
        <div style={{ display: view === 'month' ? undefined : 'none' }}>
          <MonthView
            events={view === 'month' ? (events.data ?? []) : []}
            onMonthChange={setMonthAnchor}
            onDayClick={(day) => setDraft({ kind: 'new', day })}
            onEventClick={(event) => setDraft({ kind: 'existing', event })}
          />
        </div>
        {view === 'week' ? (
          <WeekView
            anchor={weekAnchor}
            events={events.data ?? []}
            onDayClick={(day) => setDraft({ kind: 'new', day })}
            onEventClick={(event) => setDraft({ kind: 'existing', event })}
          />
        ) : null}
      </Spin>
      {draft ? <EventFormModal draft={draft} onSave={save} onDelete={remove} onClose={() => setDraft(null)} /> : null}
    </Flex>
  );
}
