import type { FastifyInstance } from 'fastify';
import { bearer } from './login';

export const SP_URL = '/api/v1/sampath-piyasa';

export const spUrl = (path: string, query: Record<string, string | undefined> = {}) => {
  const defined = Object.entries(query).filter((pair): pair is [string, string] => pair[1] !== undefined);
  return `${SP_URL}${path}${defined.length ? `?${new URLSearchParams(defined).toString()}` : ''}`;
};

export function spPost(app: FastifyInstance, token: string, path: string, payload: object, query: Record<string, string | undefined> = {}) {
  return app.inject({ method: 'POST', url: spUrl(path, query), payload, headers: bearer(token) });
}

export function spGet(app: FastifyInstance, token: string, path: string, query: Record<string, string | undefined> = {}) {
  return app.inject({ method: 'GET', url: spUrl(path, query), headers: bearer(token) });
}

export const centreBody = (name: string, changes: object = {}) => ({
  name,
  location: 'Town Hall Road, Colombo 07',
  isMaterialRecoveryFacility: true,
  isRecyclingFacility: false,
  ...changes,
});

export async function registerCentre(
  app: FastifyInstance,
  token: string,
  name: string,
  changes: object = {},
  localAuthorityId?: string,
): Promise<string> {
  const response = await spPost(app, token, '/save-center', centreBody(name, changes), { localAuthorityId });
  if (response.statusCode !== 200) throw new Error(`save-center answered ${response.statusCode}: ${response.body}`);
  return response.json().id;
}

export const rangeEntry = (sampathPiyasaId: string, startDate: string, endDate: string, changes: object = {}) => ({
  sampathPiyasaId,
  frequencyType: 'RANGE',
  startDate,
  endDate,
  typeOfCollectionId: 'BROUGHT_BY_PUBLIC',
  quantities: [
    { materialId: 'PET_HARD', collectedKg: 310, soldKg: 200, rejectedKg: 10 },
    { materialId: 'PAPER', collectedKg: 62, soldKg: 0, rejectedKg: 0 },
  ],
  ...changes,
});
