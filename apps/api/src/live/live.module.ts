import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { CollectionsModule } from '../collections/collections.module';
import { CardRefreshScheduler } from './card-refresh.scheduler';
import { LiveGateway } from './live.gateway';

@Module({
  imports: [ScheduleModule.forRoot(), CollectionsModule],
  providers: [LiveGateway, CardRefreshScheduler],
})
export class LiveModule {}
