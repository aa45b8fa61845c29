import { Module, OnApplicationShutdown, Inject } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MediaAsset } from './media-asset.entity';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { LocalStorageDriver } from './storage/local-storage.driver';
import { S3StorageDriver } from './storage/s3-storage.driver';
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
      useFactory: (config: AppConfig, signer: UploadSigner): StorageDriver =>
        config.storage.driver === 's3'
          ? new S3StorageDriver(config.storage.s3)
          : new LocalStorageDriver(config.storage.uploadDir, signer),
    },
  ],
  exports: [MediaService],
})
export class MediaModule implements OnApplicationShutdown {
  constructor(@Inject(STORAGE_DRIVER) private readonly storage: StorageDriver) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3StorageDriver) this.storage.destroy();
  }
}
