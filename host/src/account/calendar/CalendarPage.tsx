import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useRequest } from '@waste/shared';
import { Alert, Button, Flex, Segmented, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import type { CalendarEventInput } from './api/calendarEvent';
import { createEvent } from './api/createEvent';
import { deleteEvent } from './api/deleteEvent';
import { fetchEvents } from './api/fetchEvents';
import { updateEvent } from './api/updateEvent';
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
  const events = useRequest(() => fetchEvents(range.from, range.to), [range.from.getTime(), range.to.getTime()], t('calendar.loadFailed'));

  async function save(input: CalendarEventInput) {
    if (draft?.kind === 'existing') await updateEvent(draft.event.id, input);
    else await createEvent(input);
    setDraft(null);
    events.reload();
  }

  async function remove(event: { id: string }) {
    await deleteEvent(event.id);
    setDraft(null);
    events.reload();
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
      {events.error ? (
        <Alert type="error" showIcon role="alert" title={events.error} action={<Button onClick={events.reload}>{t('account.retry')}</Button>} />
      ) : null}
      {view === 'week' ? (
        <Flex gap="small" align="center">
          <Button icon={<LeftOutlined />} aria-label={t('calendar.previousWeek')} onClick={() => setWeekAnchor((anchor) => addDays(anchor, -7))} />
          <Button onClick={() => setWeekAnchor(new Date())}>{t('calendar.today')}</Button>
          <Button icon={<RightOutlined />} aria-label={t('calendar.nextWeek')} onClick={() => setWeekAnchor((anchor) => addDays(anchor, 7))} />
          <Typography.Text strong>{t('calendar.weekOf', { date: weekTitle })}</Typography.Text>
        </Flex>
      ) : null}
      <Spin spinning={events.loading}>
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
