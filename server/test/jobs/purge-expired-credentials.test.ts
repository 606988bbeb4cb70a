import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app';
import { purgeExpiredCredentials } from '#jobs/purge-expired-credentials';
import { buildWorker } from '#worker-app';
import { DEMO } from '../helpers/login';
import { TEST_APP_DEPENDENCIES, testConfig } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-database';
import { waitForJob } from '../helpers/wait-for-job';

const HOUR = "interval '1 hour'";

async function plantToken(
  app: FastifyInstance,
  table: 'refresh_tokens' | 'password_reset_tokens' | 'email_changes',
  userId: string,
  expiresIn: string,
  familyId?: string,
) {
  const hash = `test-${Math.random()}`;
  if (table === 'refresh_tokens') {
    await app.db.query(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, session_started_at) VALUES ($1, $2, $3, now() + ${expiresIn}, now())`,
      [userId, familyId, hash],
    );
  } else if (table === 'email_changes') {
    await app.db.query(
      `INSERT INTO email_changes (user_id, new_email, token_hash, expires_at) VALUES ($1, 'new@demo.lk', $2, now() + ${expiresIn})`,
      [userId, hash],
    );
  } else {
    await app.db.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + ${expiresIn})`, [
      userId,
      hash,
    ]);
  }
  return hash;
}

describe('the purge of expired credentials, queued before a restart', () => {
  const database = useTestDatabase();

  it('runs after the restart, deleting only what can no longer be used, and audits it', async () => {
    const api = await buildApp(testConfig(database()), TEST_APP_DEPENDENCIES);
    await api.ready();
    const { rows } = await api.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.colomboMc]);
    const userId = rows[0].id;
    const deadFamily = '00000000-0000-4000-8000-000000000001';
    const liveFamily = '00000000-0000-4000-8000-000000000002';
    await plantToken(api, 'refresh_tokens', userId, `- ${HOUR}`, deadFamily);
    await plantToken(api, 'refresh_tokens', userId, `- 2 * ${HOUR}`, deadFamily);
    const rotatedAway = await plantToken(api, 'refresh_tokens', userId, `- ${HOUR}`, liveFamily);
    await plantToken(api, 'refresh_tokens', userId, HOUR, liveFamily);
    await plantToken(api, 'password_reset_tokens', userId, `- ${HOUR}`);
    const liveReset = await plantToken(api, 'password_reset_tokens', userId, HOUR);
    await plantToken(api, 'email_changes', userId, `- ${HOUR}`);
    const liveEmailChange = await plantToken(api, 'email_changes', userId, HOUR);
    const jobId = await api.jobQueue.send(purgeExpiredCredentials.name, {});
    await api.close();

    const worker = await buildWorker(testConfig(database()), { workers: true, pollingIntervalSeconds: 1 });
    try {
      const job = await waitForJob(worker.jobQueue, purgeExpiredCredentials.name, String(jobId), ['completed', 'failed']);
      expect(job.state).toBe('completed');
      expect(job.output).toEqual({ refreshTokens: 2, passwordResetTokens: 1, emailChanges: 1 });

      const left = await worker.db.query<{ family_id: string; token_hash: string }>(
        'SELECT family_id, token_hash FROM refresh_tokens WHERE user_id = $1',
        [userId],
      );
      expect(left.rows.map((row) => row.family_id)).toEqual([liveFamily, liveFamily]);
      // A rotated-away token of a live family stays, so that presenting it still revokes the family.
      expect(left.rows.map((row) => row.token_hash)).toContain(rotatedAway);
      const resets = await worker.db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [
        userId,
      ]);
      expect(resets.rows).toEqual([{ token_hash: liveReset }]);
      const emailChanges = await worker.db.query<{ token_hash: string }>('SELECT token_hash FROM email_changes WHERE user_id = $1', [
        userId,
      ]);
      expect(emailChanges.rows).toEqual([{ token_hash: liveEmailChange }]);

      const audit = await worker.db.query("SELECT actor_user_id, action, entity, after FROM audit_log WHERE action = 'purge' ORDER BY id");
      expect(audit.rows).toEqual([
        { actor_user_id: null, action: 'purge', entity: 'refresh_token', after: { deleted: 2 } },
        { actor_user_id: null, action: 'purge', entity: 'password_reset_token', after: { deleted: 1 } },
        { actor_user_id: null, action: 'purge', entity: 'email_change', after: { deleted: 1 } },
      ]);
    } finally {
      await worker.close();
    }
  });
});
