import { join } from 'node:path';
import { Global, Logger, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { DocumentStorage } from './document-storage.js';
import { DownloadLinksService } from './download-links.service.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3DocumentStorage } from './s3.storage.js';
import { sweepOrphanedStagingFiles } from './upload-staging.js';
import { UploadWriter } from './upload-writer.js';

/** The configured document storage, ready to use (folders made, bucket checked). */
export async function createDocumentStorage(config: ResolvedConfig): Promise<LocalDiskStorage | S3DocumentStorage> {
  const root = join(config.dataDir, 'uploads');
  // Staging stays on local disk with either driver: an upload is checked whole before it is stored.
  const storage = config.storage.driver === 's3' ? new S3DocumentStorage(config.storage, join(root, '.staging')) : new LocalDiskStorage(root);
  await storage.init();
  const orphans = await sweepOrphanedStagingFiles(storage.stagingDir);
  if (orphans > 0) new Logger('DocumentStorage').warn(`removed ${orphans} staging file(s) of uploads cut off when a server process died`);
  return storage;
}

/** Document storage (local disk under DATA_DIR/uploads, or an S3-compatible bucket), the upload writer and signed download links (served by orders/document-downloads.controller.ts). */
@Global()
@Module({
  providers: [
    { provide: DocumentStorage, inject: [APP_CONFIG], useFactory: createDocumentStorage },
    { provide: UploadWriter, useFactory: () => new UploadWriter() },
    DownloadLinksService,
  ],
  exports: [DocumentStorage, UploadWriter, DownloadLinksService],
})
export class StorageModule {}
