import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { exitOnConfigError, prepareRuntime } from './bootstrap/runtime.js';
import { startGracefully, startupLog } from './bootstrap/shutdown.js';

/** A queue worker: the same modules as the API with the processors, and no HTTP listener. */
async function start(): Promise<{ close(): Promise<void> }> {
  const runtime = await prepareRuntime(startupLog);
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config: runtime.config, databaseUrl: runtime.databaseUrl, http: false, workers: true }),
    { bufferLogs: true },
  ).catch(async (error: unknown) => {
    await runtime.stop();
    throw error;
  });
  context.useLogger(context.get(Logger));
  const close = async () => {
    await context.close();
    await runtime.stop();
  };
  await context.init().catch(async (error: unknown) => {
    await close();
    throw error;
  });
  startupLog('worker running: outbox relay and queue processors started');
  return { close };
}

void startGracefully(start).catch(exitOnConfigError);
