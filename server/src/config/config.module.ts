import { DynamicModule, Global, Module } from '@nestjs/common';
import type { ResolvedConfig } from './secrets.js';

/** Injection token of the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ResolvedConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
