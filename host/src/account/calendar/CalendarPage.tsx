import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { queryStatus } from '@waste/shared';
import { Button, Flex, Segmented, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { LoadFailedAlert } from '../LoadFailedAlert';
import type { CalendarEventInput } from './api/calendarEvent';
import { useCreateEvent } from './api/createEvent';
import { useDeleteEvent } from './api/deleteEvent';
import { useCalendarEvents } from './api/fetchEvents';
import { useUpdateEvent } from './api/updateEvent';
import { addDays, addMonths, monthRange, weekRange } from './calendarDates';
import { EventFormModal, type EventDraft } from './EventFormModal';
import { MonthView } from './MonthView';
import { useCalendarNames } from './useCalendarNames';
import { WeekView } from './WeekView';

type View = 'month' | 'week';

/** /calendar: the signed-in user's own events, saved on the server. */
export function CalendarPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const names = useCalendarNames();
  const [view, setView] = useState<View>('month');
  // The day shown: its month in the month view, its week in the week view.
  const [anchor, setAnchor] = useState(() => new Date());
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const range = view === 'month' ? monthRange(anchor) : weekRange(anchor);
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

  const step = (direction: 1 | -1) =>
    setAnchor((current) => (view === 'month' ? addMonths(current, direction) : addDays(current, 7 * direction)));
  const periodTitle = view === 'month' ? names.monthOfYear(anchor) : t('calendar.weekOf', { date: names.date(range.from) });

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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ kind: 'new', day: new Date() })}>
            {t('calendar.newEvent')}
          </Button>
        </Flex>
      </Flex>
      <LoadFailedAlert message={eventsStatus.error} onRetry={() => void events.refetch()} />
      <Flex gap="small" align="center" wrap>
        <Button
          icon={<LeftOutlined />}
          aria-label={t(view === 'month' ? 'calendar.previousMonth' : 'calendar.previousWeek')}
          onClick={() => step(-1)}
        />
        <Button onClick={() => setAnchor(new Date())}>{t('calendar.today')}</Button>
        <Button
          icon={<RightOutlined />}
          aria-label={t(view === 'month' ? 'calendar.nextMonth' : 'calendar.nextWeek')}
          onClick={() => step(1)}
        />
        <Typography.Text strong data-testid="calendar-period">
          {periodTitle}
        </Typography.Text>
      </Flex>
      <Spin spinning={events.isFetching}>
        {view === 'month' ? (
          <MonthView
            anchor={anchor}
            events={events.data ?? []}
            onDayClick={(day) => setDraft({ kind: 'new', day })}
            onEventClick={(event) => setDraft({ kind: 'existing', event })}
          />
        ) : (
          <WeekView
            anchor={anchor}
            events={events.data ?? []}
            onDayClick={(day) => setDraft({ kind: 'new', day })}
            onEventClick={(event) => setDraft({ kind: 'existing', event })}
          />
        )}
      </Spin>
      {draft ? <EventFormModal draft={draft} onSave={save} onDelete={remove} onClose={() => setDraft(null)} /> : null}
    </Flex>
  );
}
