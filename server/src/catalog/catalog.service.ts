import { Inject, Injectable } from '@nestjs/common';
import { buildCatalog, type Catalog } from '@apostille/domain';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';

export interface PaymentConfiguration {
  /** 'stripe' when STRIPE_SECRET_KEY is set, else the built-in offline provider. */
  provider: 'stripe' | 'offline';
  publishableKey: string | null;
}

export interface PublicContact {
  supportEmail: string;
  whatsappNumber: string;
}

export type PublicCatalog = Catalog & { payment: PaymentConfiguration; contact: PublicContact };

/** The public catalog: domain facts plus the public part of this deployment's configuration. */
@Injectable()
export class CatalogService {
  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedConfig) {}

  catalog(now = new Date()): PublicCatalog {
    return {
      ...buildCatalog(now),
      payment: {
        provider: this.config.stripeSecretKey ? 'stripe' : 'offline',
        publishableKey: this.config.stripeSecretKey ? (this.config.stripePublishableKey ?? null) : null,
      },
      contact: { supportEmail: this.config.supportEmail, whatsappNumber: this.config.whatsappNumber },
    };
  }
}
