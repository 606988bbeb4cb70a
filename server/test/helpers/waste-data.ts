import type { FastifyInstance } from 'fastify';
import { colomboToday } from '#dates/colombo-today';
import { dateOfDayNumber, dayNumber } from '#dates/iso-date';
import { bearer } from './login';

export const WASTE_URL = '/api/v1/local-authority';

/** A DAILY entry that passes every rule; spread over it what a test changes. */
export const DAILY = {
  frequencyType: 'DAILY',
  entryDate: '2025-03-10',
  plasticType: 'HARD',
  collectedQuantity: 2,
  recoveredQuantity: 0.5,
  rejectedQuantity: 0.25,
  discardedQuantity: 0.1,
  quantityUnit: 'MT_PER_DAY',
  recycledQuantityKg: 1000,
};

export function range(startDate: string, endDate: string, changes: object = {}) {
  const { entryDate: _entryDate, ...daily } = DAILY;
  return { ...daily, frequencyType: 'RANGE', startDate, endDate, ...changes };
}

/** Today in Sri Lanka moved by some days. */
export const colomboDay = (offset: number) => dateOfDayNumber(dayNumber(colomboToday()) + offset);

export const scoped = (path: string, localAuthorityId?: string) =>
  `${WASTE_URL}${path}${localAuthorityId === undefined ? '' : `?localAuthorityId=${localAuthorityId}`}`;

export function insertWaste(app: FastifyInstance, token: string, payload: object, localAuthorityId?: string) {
  return app.inject({ method: 'POST', url: scoped('/insert/la-waste-data', localAuthorityId), payload, headers: bearer(token) });
}

export function searchWaste(app: FastifyInstance, token: string, payload: object, localAuthorityId?: string) {
  return app.inject({ method: 'POST', url: scoped('/search-waste', localAuthorityId), payload, headers: bearer(token) });
}

/** An existing authority other than Colombo MC (LG-11001). */
export async function otherAuthorityId(app: FastifyInstance): Promise<string> {
  const { rows } = await app.db.query<{ id: string }>("SELECT id FROM local_authorities WHERE id <> 'LG-11001' ORDER BY id LIMIT 1");
  return rows[0].id;
}
