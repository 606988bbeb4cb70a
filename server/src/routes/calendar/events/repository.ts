import { recordAudit } from '#db/audit';
import type { Database } from '#db/database';
import type { CalendarEvent } from './schemas';

export interface EventValues {
  title: string;
  description: string;
  start: Date;
  end: Date;
  allDay: boolean;
  color: string;
}

interface EventRow {
  id: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  all_day: boolean;
  color: string;
}

const COLUMNS = 'id, title, description, starts_at, ends_at, all_day, color';

function toEvent(row: EventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start: row.starts_at.toISOString(),
    end: row.ends_at.toISOString(),
    allDay: row.all_day,
    color: row.color,
  };
}

export async function listEvents(db: Database, userId: string, from: Date, to: Date): Promise<CalendarEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM calendar_events
      WHERE user_id = $1 AND starts_at <= $3 AND ends_at >= $2
      ORDER BY starts_at, ends_at, id`,
    [userId, from, to],
  );
  return rows.map(toEvent);
}

export async function createEvent(db: Database, userId: string, values: EventValues): Promise<CalendarEvent> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<EventRow>(
      `INSERT INTO calendar_events (user_id, title, description, starts_at, ends_at, all_day, color)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [userId, values.title, values.description, values.start, values.end, values.allDay, values.color],
    );
    const event = toEvent(rows[0]);
    await recordAudit(tx, { actorUserId: userId, action: 'create', entity: 'calendar_event', entityId: event.id, after: event });
    return event;
  });
}

/** Null when the event does not exist or belongs to someone else. */
export async function updateEvent(db: Database, userId: string, id: string, values: EventValues): Promise<CalendarEvent | null> {
  return db.transaction(async (tx) => {
    const before = await tx.query<EventRow>(`SELECT ${COLUMNS} FROM calendar_events WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
      id,
      userId,
    ]);
    if (!before.rows[0]) return null;
    const { rows } = await tx.query<EventRow>(
      `UPDATE calendar_events SET title = $3, description = $4, starts_at = $5, ends_at = $6, all_day = $7, color = $8, updated_at = now()
        WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId, values.title, values.description, values.start, values.end, values.allDay, values.color],
    );
    const event = toEvent(rows[0]);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'update',
      entity: 'calendar_event',
      entityId: id,
      before: toEvent(before.rows[0]),
      after: event,
    });
    return event;
  });
}

/** False when the event does not exist or belongs to someone else. */
export async function deleteEvent(db: Database, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<EventRow>(`DELETE FROM calendar_events WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`, [
      id,
      userId,
    ]);
    if (!rows[0]) return false;
    await recordAudit(tx, { actorUserId: userId, action: 'delete', entity: 'calendar_event', entityId: id, before: toEvent(rows[0]) });
    return true;
  });
}
