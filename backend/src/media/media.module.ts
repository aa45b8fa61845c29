import { Module, OnApplicationShutdown, Inject } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MediaAsset } from './media-asset.entity';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { LocalStorageDriver } from './storage/local-storage.driver';
import { STORAGE_DRIVER, StorageDriver } from './storage/storage-driver';
import { UploadSigner } from './upload-signer';
import { UploadsController } from './uploads.controller';

/** Stored files: the storage driver (STORAGE), the media_assets records and the upload flow. */
@Module({
  imports: [TypeOrmModule.forFeature([MediaAsset])],
  controllers: [UploadsController],
  providers: [
    UploadSigner,
    MediaRepository,
    MediaService,
    {
      provide: STORAGE_DRIVER,
      inject: [APP_CONFIG, UploadSigner],
      useFactory: async (config: AppConfig, signer: UploadSigner): Promise<StorageDriver> => {
        if (config.storage.driver !== 's3') {
          return new LocalStorageDriver(config.storage.uploadDir, signer);
        }
        // Loaded with STORAGE=s3 only: the AWS SDK is about 40 files the other mode never reads.
        const { S3StorageDriver } = await import('./storage/s3-storage.driver.js');
        return new S3StorageDriver(config.storage.s3);
      },
    },
  ],
  exports: [MediaService],
})
export class MediaModule implements OnApplicationShutdown {
  constructor(@Inject(STORAGE_DRIVER) private readonly storage: StorageDriver) {}

  onApplicationShutdown(): void {
    this.storage.destroy?.();
  }
}
