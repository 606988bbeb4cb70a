import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '#plugins/auth';
import { notFound } from '#errors';
import { findAuthorities } from '../repository';
import { checkAreaScope, MFA_READERS } from '../rules';
import { sdgSchema } from './schemas';
import { areaSdg } from './service';

/** GET /mfa/sdg-11-6-1: an authority's user reads its own authority, district and province, and the nation. */
export const sdgRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/sdg-11-6-1', { schema: sdgSchema, config: { roles: MFA_READERS } }, async (request) => {
    const user = signedInUser(request);
    const { year, level } = request.query;
    const own = user.localAuthorityId ? ((await findAuthorities(app.db, { localAuthorityId: user.localAuthorityId }))[0] ?? null) : null;
    let id: string | null = null;
    if (level !== 'NATIONAL') {
      const fallback = own ? { AUTHORITY: own.localAuthorityId, DISTRICT: own.districtId, PROVINCE: own.provinceId }[level] : undefined;
      id = request.query.id ?? fallback ?? null;
      if (id === null) throw notFound(`Choose the ${level.toLowerCase()} (id)`, 'AREA_NOT_CHOSEN');
    }
    checkAreaScope(user, own, { level: level === 'AUTHORITY' ? 'LA' : level, id: id ?? undefined });
    return areaSdg(app.db, year, level, id);
  });
};
