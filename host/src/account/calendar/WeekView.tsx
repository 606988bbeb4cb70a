import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import type { CalendarEvent } from './api/calendarEvent';
import { eventsOn, startOfDay, weekDays } from './calendarDates';
import { EventTag } from './EventTag';
import { useCalendarNames } from './useCalendarNames';

interface Props {
  anchor: Date;
  events: CalendarEvent[];
  onDayClick: (day: Date) => void;
  onEventClick: (event: CalendarEvent) => void;
}

/** Seven day columns, Monday first, each listing that day's events by start time. */
export function WeekView({ anchor, events, onDayClick, onEventClick }: Props) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const names = useCalendarNames();
  const today = startOfDay(new Date()).getTime();

  return (
    <Row gutter={[8, 8]} data-testid="week-view">
      {weekDays(anchor).map((day) => (
        <Col key={day.getTime()} xs={24} md={12} lg={24 / 8} style={{ flex: '1 1 0', minWidth: 140 }}>
          <Card
            size="small"
            title={<Typography.Text strong={day.getTime() === today}>{names.day(day)}</Typography.Text>}
            extra={
              <Button
                size="small"
                type="text"
                icon={<PlusOutlined />}
                aria-label={t('calendar.addOn', { day: names.day(day) })}
                onClick={() => onDayClick(day)}
              />
            }
            styles={{ body: { minHeight: 160 } }}
          >
            <Flex vertical>
              {eventsOn(events, day).map((event) => (
                <EventTag
                  key={event.id}
                  event={event}
                  time={event.allDay ? undefined : names.time(new Date(event.start))}
                  onOpen={onEventClick}
                />
              ))}
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
