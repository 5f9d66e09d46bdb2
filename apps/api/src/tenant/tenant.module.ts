import { Module } from '@nestjs/common';
import { PictureStore } from './picture-store';
import { TenantController } from './tenant.controller';
import { TenantDirectory } from './tenant-directory';
import { TenantRepository } from './tenant-repository';

@Module({
  controllers: [TenantController],
  providers: [TenantRepository, TenantDirectory, PictureStore],
  exports: [TenantRepository, TenantDirectory, PictureStore],
})
export class TenantModule {}
