import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { DocumentStorage } from './document-storage.js';
import { DownloadLinksService } from './download-links.service.js';
import { DownloadsController } from './downloads.controller.js';
import { LocalDiskStorage } from './local-disk.storage.js';

/** Document storage (local disk under DATA_DIR/uploads) and signed downloads. */
@Global()
@Module({
  controllers: [DownloadsController],
  providers: [
    {
      provide: DocumentStorage,
      inject: [APP_CONFIG],
      useFactory: async (config: ResolvedConfig) => {
        const storage = new LocalDiskStorage(join(config.dataDir, 'uploads'));
        await storage.init();
        return storage;
      },
    },
    DownloadLinksService,
  ],
  exports: [DocumentStorage, DownloadLinksService],
})
export class StorageModule {}
