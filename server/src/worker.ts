import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { exitOnConfigError, prepareRuntime } from './bootstrap/runtime.js';
import { installGracefulShutdown, startupLog } from './bootstrap/shutdown.js';

/** A queue worker: the same modules as the API with the processors, and no HTTP listener. */
async function main(): Promise<void> {
  const runtime = await prepareRuntime(startupLog).catch(exitOnConfigError);
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config: runtime.config, databaseUrl: runtime.databaseUrl, http: false, workers: true }),
    { bufferLogs: true },
  );
  context.useLogger(context.get(Logger));
  installGracefulShutdown(async () => {
    await context.close();
    await runtime.stop();
  });
  await context.init();
  startupLog('worker running: outbox relay and queue processors started');
}

void main();
