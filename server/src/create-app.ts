import { Logger as NestLogger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PublicApiModule } from './public-api/public-api.module.js';
import { WebhooksApiModule } from './webhooks/webhooks.module.js';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { installBodyParsing } from './common/input/body-parsing.js';
import { InputSafetyPipe } from './common/input/input-safety.pipe.js';
import { IdArgumentsPipe } from './common/input/id-arguments.pipe.js';
import { noStoreForCredentials } from './common/no-store.js';
import { createValidationPipe } from './common/validation.js';
import type { ResolvedConfig } from './config/secrets.js';
import { mountWebApps, type WebAppDirs } from './web/web-apps.js';

export interface CreateAppOptions {
  config: ResolvedConfig;
  databaseUrl: string;
  workers?: boolean;
  webAppDirs?: WebAppDirs;
}

/** Builds the HTTP application exactly as production runs it; tests use the same function. */
export async function createApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const { config } = options;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, databaseUrl: options.databaseUrl, http: true, workers: options.workers ?? config.runQueueWorkers }),
    // Body parsers are our own (installBodyParsing): depth-checked, raw bytes kept for the Stripe webhook.
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  // Only a configured proxy may set the client address (X-Forwarded-For); by default the peer is the client.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          connectSrc: ["'self'", 'https://api.stripe.com'],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.enableCors({
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
  });
  // No ETag on API answers: they are marked no-store or change with every call, and Express would
  // hash every response body for it (static files keep theirs, from serve-static).
  app.getHttpAdapter().getInstance().set('etag', false);
  app.use(noStoreForCredentials);
  installBodyParsing(app);
  // Signed document downloads live at /uploads/apostille-docs/{fileName} (requirements C7), outside /api.
  app.setGlobalPrefix('api', { exclude: [{ path: 'uploads/apostille-docs/:fileName', method: RequestMethod.GET }] });
  app.useGlobalPipes(new InputSafetyPipe(), new IdArgumentsPipe(), createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  if (config.swaggerUi) {
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Apostille ordering API').setVersion('1').addBearerAuth().build());
    SwaggerModule.setup('api/docs', app, document);
  }
  // The wholesale API's own document is public in every environment: partners build against it.
  const v1Document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Apostille API for wholesale accounts')
      .setDescription(
        'Authenticate with an API key from the Account tab of your dashboard: "Authorization: Bearer apo_…". 120 requests a minute per key. Order status changes can be delivered to your webhook endpoints, signed: see /api/v1/webhooks.',
      )
      .setVersion('v1')
      .addBearerAuth()
      .build(),
    { include: [PublicApiModule, WebhooksApiModule] },
  );
  SwaggerModule.setup('api/v1/docs', app, v1Document, { ui: false, raw: ['json'], jsonDocumentUrl: 'api/v1/openapi.json' });
  mountWebApps(app, options.webAppDirs);
  await app.init();
  new NestLogger('Bootstrap').log('HTTP application ready');
  return app;
}
