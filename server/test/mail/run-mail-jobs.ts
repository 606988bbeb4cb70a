import type { FastifyInstance } from 'fastify';
import { passwordResetMailJobWith } from '#jobs/password-reset-mail';
import { verificationMailJobWith } from '#jobs/verification-mail';
import type { Mailer } from '#mail/mailer';

/**
 * Test apps only enqueue: this runs the account mail jobs waiting in the queue, as the worker would, with
 * the test's mailer. Returns how many ran.
 */
export async function runMailJobs(app: FastifyInstance, mailer: Mailer, publicUrl = app.config.publicUrl): Promise<number> {
  const settings = () => ({ mailer, publicUrl });
  let ran = 0;
  for (const job of [passwordResetMailJobWith(settings), verificationMailJobWith(settings)]) {
    for (;;) {
      const waiting = await app.jobQueue.fetch<never>(job.name, { batchSize: 50 });
      if (waiting.length === 0) break;
      for (const queued of waiting) {
        await job.run(queued.data, { db: app.db, log: app.log });
        await app.jobQueue.complete(job.name, queued.id);
        ran += 1;
      }
    }
  }
  return ran;
}

/** A sign-up counts once its address is proved; tests that only need a signed-in account without a role skip the mail. */
export async function markEmailVerified(app: FastifyInstance, email: string): Promise<void> {
  await app.db.query('UPDATE users SET email_verified_at = now() WHERE lower(email) = lower($1)', [email]);
}
