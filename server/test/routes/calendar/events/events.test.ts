import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { markEmailVerified } from '#test/mail/run-mail-jobs';

const EVENT = {
  title: 'Collection review',
  description: 'Quarterly review with the councils',
  start: '2026-05-04T09:00:00.000Z',
  end: '2026-05-04T10:30:00.000Z',
  allDay: false,
  color: 'success',
};
const RANGE = '?from=2026-05-01T00:00:00Z&to=2026-05-31T23:59:59Z';

describe('/api/v1/calendar/events', () => {
  const app = useTestApp();
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    alice = (await login(app(), DEMO.admin)).accessToken;
    const signup = {
      firstName: 'Bob',
      lastName: 'NoRole',
      email: 'bob.calendar@example.com',
      phone: '0771234567',
      organisation: 'Galle MC',
      password: 'bob password',
    };
    await app().inject({ method: 'POST', url: '/api/v1/auth/signup', payload: signup });
    await markEmailVerified(app(), signup.email);
    bob = (await login(app(), signup.email, signup.password)).accessToken;
  });
  const list = (token: string, query = RANGE) => app().inject({ url: `/api/v1/calendar/events${query}`, headers: bearer(token) });
  const create = (token: string, payload: object) =>
    app().inject({ method: 'POST', url: '/api/v1/calendar/events', payload, headers: bearer(token) });
  const update = (token: string, id: string, payload: object) =>
    app().inject({ method: 'PUT', url: `/api/v1/calendar/events/${id}`, payload, headers: bearer(token) });
  const remove = (token: string, id: string) =>
    app().inject({ method: 'DELETE', url: `/api/v1/calendar/events/${id}`, headers: bearer(token) });

  it('creates, lists, updates and deletes an event, auditing each write', async () => {
    const created = await create(alice, EVENT);
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...EVENT });
    expect((await list(alice)).json()).toEqual([event]);

    const changed = { ...EVENT, title: 'Moved review', start: '2026-05-05T00:00:00.000Z', end: '2026-05-05T23:59:59.000Z', allDay: true };
    const updated = await update(alice, event.id, changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: event.id, ...changed });
    expect((await list(alice)).json()).toEqual([{ id: event.id, ...changed }]);

    const deleted = await remove(alice, event.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(alice)).json()).toEqual([]);
    expect((await remove(alice, event.id)).statusCode).toBe(404);

    const { rows } = await app().db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'calendar_event' AND entity_id = $1 ORDER BY id",
      [event.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('fills the defaults: empty description, colour primary', async () => {
    const { description: _description, color: _color, ...minimal } = EVENT;
    const created = await create(bob, { ...minimal, start: '2026-06-01T08:00:00+05:30', end: '2026-06-01T09:00:00+05:30' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      description: '',
      color: 'primary',
      start: '2026-06-01T02:30:00.000Z',
      end: '2026-06-01T03:30:00.000Z',
    });
    await remove(bob, created.json().id);
  });

  it('lists only events overlapping the range, ordered by start', async () => {
    const make = async (title: string, start: string, end: string) => (await create(bob, { ...EVENT, title, start, end })).json();
    const late = await make('late', '2026-07-20T10:00:00Z', '2026-07-20T11:00:00Z');
    const spanning = await make('spanning', '2026-06-25T00:00:00Z', '2026-07-02T00:00:00Z');
    const early = await make('early', '2026-07-01T08:00:00Z', '2026-07-01T09:00:00Z');
    await make('outside', '2026-08-10T08:00:00Z', '2026-08-10T09:00:00Z');
    const july = (await list(bob, '?from=2026-07-01T00:00:00Z&to=2026-07-31T23:59:59Z')).json();
    expect(july.map((event: { title: string }) => event.title)).toEqual(['spanning', 'early', 'late']);
    expect(july.map((event: { id: string }) => event.id)).toEqual([spanning.id, early.id, late.id]);
  });

  it("keeps users apart: another user's event is not listed and answers 404", async () => {
    const own = (await create(alice, { ...EVENT, title: 'private' })).json();
    expect((await list(bob)).json()).toEqual([]);
    expect((await update(bob, own.id, EVENT)).statusCode).toBe(404);
    const removed = await remove(bob, own.id);
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toEqual({ message: 'Event not found', code: 'NOT_FOUND', reason: 'EVENT' });
    expect((await list(alice)).json().map((event: { id: string }) => event.id)).toContain(own.id);
  });

  it('checks the input', async () => {
    const backwards = await create(alice, { ...EVENT, start: EVENT.end, end: EVENT.start });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      message: 'The end must not be before the start',
      code: 'VALIDATION_FAILED',
      reason: 'EVENT_END_BEFORE_START',
    });
    const instant = await create(alice, { ...EVENT, end: EVENT.start });
    expect(instant.statusCode).toBe(201);

    for (const [field, change] of [
      ['title', { title: '' }],
      ['title', { title: 't'.repeat(121) }],
      ['description', { description: 'd'.repeat(1001) }],
      ['start', { start: 'tomorrow' }],
      ['allDay', { allDay: undefined }],
      ['color', { color: 'purple' }],
    ] as const) {
      const response = await create(alice, { ...EVENT, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^body\\.${field} `));
    }
    expect((await update(alice, 'not-a-uuid', EVENT)).statusCode).toBe(400);
    expect((await update(alice, '00000000-0000-4000-8000-000000000000', EVENT)).statusCode).toBe(404);
  });

  it('checks the range: both ends required, at most 400 days', async () => {
    expect((await list(alice, '?from=2026-01-01T00:00:00Z')).json().message).toMatch(/^querystring\.to /);
    expect((await list(alice, '?from=2026-01-01T00:00:00Z&to=2027-02-05T00:00:00Z')).statusCode).toBe(200);
    const tooLong = await list(alice, '?from=2026-01-01T00:00:00Z&to=2027-02-06T00:00:01Z');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: 'The range must not be longer than 400 days',
      code: 'VALIDATION_FAILED',
      reason: 'RANGE_TOO_LONG',
      params: { max: 400 },
    });
    expect((await list(alice, '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z')).statusCode).toBe(400);
    expect((await app().inject({ url: `/api/v1/calendar/events${RANGE}` })).statusCode).toBe(401);
  });
});
