import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { trustedProxy, type Config } from './config';
import type { JobDefinition } from './jobs/job-definition';
import { JOB_DEFINITIONS } from './jobs/job-definitions';
import { loadJobsConfig, type JobsConfig } from './jobs/jobs-config';
import type { Mailer } from './mail/mailer';
import { apiDocsPlugin } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { healthPlugin } from './plugins/health';
import { jobsPlugin } from './plugins/jobs';
import { inputGuardPlugin } from './plugins/input-guard';
import { loggerOptions, loggingPlugin, requestIdGenerator } from './plugins/logging';
import { mailerPlugin } from './plugins/mailer';
import { rateLimitPlugin } from './plugins/rate-limit';
import { routeFoldersPlugin } from './plugins/route-folders';
import { routeSchemasPlugin } from './plugins/route-schemas';
import { frameworkErrorAnswer, securityHeadersPlugin } from './plugins/security-headers';
import { staticFilesPlugin } from './plugins/static-files';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { calendarRoutes } from './routes/calendar';
import { customsRoutes } from './routes/customs';
import { customsLogRoutes } from './routes/customs-log';
import { hsCodeRoutes } from './routes/hscode';
import { localAuthorityRoutes } from './routes/local-authority';
import { loggerRoutes } from './routes/loggers';
import { masterDataRoutes } from './routes/master-data';
import { mfaRoutes } from './routes/mfa';
import { notificationRoutes } from './routes/notifications';
import { recyclerRoutes } from './routes/recycler';
import { requestsRoutes } from './routes/requests';
import { sampathPiyasaRoutes } from './routes/sampath-piyasa';
import { sectorRoutes } from './routes/sector';
import { userRoutes } from './routes/users';

/** What the app would otherwise build from its config; tests pass fakes. */
export interface AppDependencies {
  mailer?: Mailer;
  jobs?: JobsConfig;
  jobDefinitions?: readonly JobDefinition[];
  /** Where the JSON log lines go (standard output when unset); tests read them. */
  logStream?: { write(line: string): void };
  /** How route schemas are compiled: Fastify's compilers at start unless set (tests compile on first use). */
  schemaController?: FastifyServerOptions['schemaController'];
}

/** The whole server; nothing listens until the caller says so (tests use `inject()`). */
export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines without secrets or personal fields; each request's id in its lines and audit entries.
    logger: { ...loggerOptions(config), ...(dependencies.logStream ? { stream: dependencies.logStream } : {}) },
    genReqId: requestIdGenerator(config),
    // Opening, migrating and seeding the database (argon2 hashes of the demo accounts included) can take
    // longer than Fastify's default on a busy machine; a slow start is not a failed one.
    pluginTimeout: 120_000,
    // X-Forwarded-For is believed only from the proxy's own addresses (TRUST_PROXY), never from whoever connects.
    trustProxy: trustedProxy(config.trustProxy) ?? false,
    frameworkErrors: frameworkErrorAnswer,
    // Unknown properties are dropped from closed objects (plugins/route-schemas.ts makes bodies and queries
    // closed); 'all' would also strip the request's other headers when a route describes one header.
    ajv: { customOptions: { removeAdditional: true } },
    ...(dependencies.schemaController ? { schemaController: dependencies.schemaController } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.register(configPlugin, { config });
  app.register(loggingPlugin);
  app.register(errorHandlerPlugin);
  app.register(databasePlugin);
  app.register(jobsPlugin, { jobs: dependencies.jobs ?? loadJobsConfig(), definitions: dependencies.jobDefinitions ?? JOB_DEFINITIONS });
  app.register(mailerPlugin, { mailer: dependencies.mailer });
  app.register(compressionPlugin);
  app.register(securityHeadersPlugin);
  app.register(rateLimitPlugin);
  app.register(apiDocsPlugin);
  app.register(routeSchemasPlugin);
  app.register(routeFoldersPlugin);
  app.register(inputGuardPlugin);
  app.register(authPlugin);
  app.register(healthPlugin);

  app.register(authRoutes, { prefix: '/api/v1/auth' });
  app.register(userRoutes, { prefix: '/api/v1/users' });
  app.register(masterDataRoutes, { prefix: '/api/v1/master-data' });
  app.register(localAuthorityRoutes, { prefix: '/api/v1/local-authority' });
  app.register(recyclerRoutes, { prefix: '/api/v1/recycler' });
  app.register(calendarRoutes, { prefix: '/api/v1/calendar' });
  app.register(sampathPiyasaRoutes, { prefix: '/api/v1/sampath-piyasa' });
  app.register(mfaRoutes, { prefix: '/api/v1/mfa' });
  app.register(customsRoutes, { prefix: '/api/v1/customs' });
  app.register(hsCodeRoutes, { prefix: '/api/v1/hscode' });
  app.register(sectorRoutes, { prefix: '/api/v1/sector' });
  app.register(customsLogRoutes, { prefix: '/api/v1/customs-log' });
  app.register(loggerRoutes, { prefix: '/api/v1/loggers' });
  app.register(requestsRoutes, { prefix: '/api/v1/requests' });
  app.register(adminRoutes, { prefix: '/api/v1/admin' });
  app.register(notificationRoutes, { prefix: '/api/v1/notifications' });

  app.register(staticFilesPlugin);
  return app;
}
