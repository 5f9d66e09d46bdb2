import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { CurrentUser } from '../auth/auth.decorators';
import { DataSourceRegistry } from '../conversation/data-source-registry';
import { localDay, localeOf } from '../digests/digest-runner';
import { DeliveryClock } from '../digests/delivery-clock';
import type { RequestUser } from '../http/request-context';
import { TenantRepository } from '../tenant/tenant-repository';
import { topicReadingsSchema } from '../tenant/topic-readings.schema';
import { proposeReadings } from './strategy-readings';
import type { ProposedReading } from './topic-reader';

const text = z.string().max(10_000).optional();

class StrategyReadingsDto extends createZodDto(
  z.object({
    topics_of_interest: text,
    primary_industry: text,
    secondary_industries: z.array(z.string().max(1000)).max(500).optional(),
    target_client_names: text,
    topic_readings: topicReadingsSchema,
  }),
) {}

export type StrategyReadingsReply = { source: string; readings: ProposedReading[] };

// The strategy form asks what its topics, industries and clients will be read as in the default
// source before they are saved (issue 29): the engine's proposal for each new word, and the
// person's own reading (confirmed, changed, dropped) re-read against the data as it is now.
@Controller('api/v1/strategy')
export class StrategyReadingsController {
  constructor(
    private readonly sources: DataSourceRegistry,
    private readonly tenants: TenantRepository,
    private readonly clock: DeliveryClock,
  ) {}

  @Post('readings')
  @HttpCode(200)
  async readings(
    @Body() body: StrategyReadingsDto,
    @CurrentUser() user: RequestUser,
  ): Promise<StrategyReadingsReply> {
    const tenant = await this.tenants.active(user.tenantId);
    const locale = tenant ? localeOf(tenant) : 'en-GB';
    const now = localDay(this.clock.now(), tenant?.profile.timezone);
    // A source that cannot be opened is refused here with its own reason (400).
    const { data } = await this.sources.resolve(user.tenantId, undefined, now);
    return {
      source: data.model.name,
      readings: proposeReadings(
        {
          topics_of_interest: body.topics_of_interest ?? '',
          primary_industry: body.primary_industry ?? '',
          secondary_industries: body.secondary_industries ?? [],
          target_client_names: body.target_client_names ?? '',
          topic_readings: body.topic_readings ?? [],
        },
        data.model,
        locale,
      ),
    };
  }
}
