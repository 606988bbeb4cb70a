import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when `SMTP_URL` is set, the log otherwise; a caller of buildApp may hand in its own. */
export const mailerPlugin = fp<{ mailer?: Mailer }>(
  async (app, { mailer }) => {
    app.decorate('mailer', mailer ?? createMailer(app.config, app.log));
  },
  { name: 'mailer', dependencies: ['config'] },
);
