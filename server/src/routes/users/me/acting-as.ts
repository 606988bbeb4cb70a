import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ROLE } from '#auth/roles';
import { recordAudit } from '#db/audit';
import { inputRefused, notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { LocalAuthorityId } from '#routes/local-authority/schemas';
import { RecyclerId } from '#routes/recycler/schemas';
import { errorResponses } from '#schemas/error-response';

export const actingAsSchema = {
  summary:
    "A super admin switches whom they act as (a local authority, a recycler, or themselves again): recorded in the audit log as switch-role. The switch itself is the browser's; this call only records it",
  body: Type.Object(
    {
      role: Type.Enum([ROLE.SUPER_ADMIN, ROLE.LOCAL_AUTHORITY, ROLE.RECYCLER], {
        description: '005 themselves, 003 an authority, 004 a recycler',
      }),
      localAuthorityId: Type.Optional(LocalAuthorityId),
      recyclerId: Type.Optional(RecyclerId),
    },
    { additionalProperties: false },
  ),
  response: { 204: Type.Null({ description: 'Recorded' }), ...errorResponses(400, 401, 403, 404) },
};

/** `POST /users/me/acting-as`: whom a super admin acts as, named, in the audit log (the switch is not a session change). */
export const actingAsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post('/me/acting-as', { schema: actingAsSchema, config: { roles: [ROLE.SUPER_ADMIN] } }, async (request, reply) => {
    const { id } = signedInUser(request);
    const { role, localAuthorityId, recyclerId } = request.body;
    const needs = { [ROLE.LOCAL_AUTHORITY]: 'localAuthorityId', [ROLE.RECYCLER]: 'recyclerId', [ROLE.SUPER_ADMIN]: null }[role];
    const given = [localAuthorityId && 'localAuthorityId', recyclerId && 'recyclerId'].filter(Boolean);
    if (given.length > (needs ? 1 : 0) || (needs && given[0] !== needs)) {
      throw inputRefused(
        needs ? `Acting as role ${role} names ${needs} and nothing else` : 'Acting as yourself names no authority or recycler',
        'ACTING_AS_TARGET',
      );
    }
    const named = async (sql: string, value: string | undefined, what: string) => {
      if (value === undefined) return null;
      const { rows } = await db.query<{ name: string }>(sql, [value]);
      if (!rows[0]) throw notFound(`${what} ${value} not found`, what === 'Recycler' ? 'RECYCLER' : 'LOCAL_AUTHORITY');
      return rows[0].name;
    };
    const localAuthorityName = await named('SELECT name FROM local_authorities WHERE id = $1', localAuthorityId, 'Local authority');
    const recyclerName = await named('SELECT name FROM recyclers WHERE id = $1', recyclerId, 'Recycler');
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorUserId: id,
        actingLocalAuthorityId: localAuthorityId ?? null,
        action: 'switch-role',
        entity: 'user',
        entityId: id,
        after: {
          role,
          ...(localAuthorityId ? { localAuthorityId, localAuthorityName } : {}),
          ...(recyclerId ? { recyclerId, recyclerName } : {}),
        },
      }),
    );
    return reply.code(204).send(null);
  });
};
