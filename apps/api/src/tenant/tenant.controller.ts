import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Optional,
  Param,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { OrganisationStrategy, OrganisationStrategyInput } from '@parley/domain';
import { normaliseOrganisationStrategy } from '@parley/domain';
import { AllowBearer, CurrentUser, Public } from '../auth/auth.decorators';
import { ProfileDto } from '../auth/dto/auth.dto';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { CredentialsReader } from '../data-sources/credentials-reader';
import { ReadModelMemo } from '../event-sourcing/read-model-memo';
import { ApiError } from '../http/api-error';
import type { ParleyRequest, RequestUser } from '../http/request-context';
import { Raw } from '../http/response-envelope.interceptor';
import { topicReadingsSchema } from './topic-readings.schema';
import { PictureStore, assertOwnPicture } from './picture-store';
import { TenantRepository } from './tenant-repository';
import { monthKey, tenantView } from './tenant-view';
import type { TenantView } from './tenant-view';
import { TENANT_COLLECTIONS, USAGE_COUNTER, noCollections, noUsage } from './usage-counter';
import type { TenantCollections, UsageCounter } from './usage-counter';

const text = z.string().max(10_000).optional();

const list = z.array(z.string().max(1000)).max(500).optional();

class OrganisationStrategyDto extends createZodDto(
  z.object({
    business_name: text,
    website_url: text,
    business_description: text,
    core_services: text,
    primary_industry: text,
    secondary_industries: list,
    target_client_types: text,
    target_client_names: text,
    target_client_websites: text,
    geography_focus: list,
    topics_of_interest: text,
    // Judged by the domain, whose refusal names the choices (validation.one_of).
    notification_frequency: text,
    topic_readings: topicReadingsSchema,
  }),
) {}

type MultipartRequest = ParleyRequest & {
  file(): Promise<
    { filename: string; toBuffer(): Promise<Buffer>; file: { truncated: boolean } } | undefined
  >;
  isMultipart(): boolean;
};

@Controller()
export class TenantController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tenants: TenantRepository,
    private readonly pictures: PictureStore,
    private readonly memo: ReadModelMemo,
    @Optional() @Inject(USAGE_COUNTER) private readonly usage: UsageCounter = noUsage,
    @Optional()
    @Inject(TENANT_COLLECTIONS)
    private readonly collections: TenantCollections = noCollections,
    @Optional() private readonly credentials?: CredentialsReader,
  ) {}

  // Assistants read who is linked (the name for a greeting) with their access token.
  @Get('auth/tenant')
  @AllowBearer()
  async tenant(@CurrentUser() user: RequestUser): Promise<TenantView> {
    return this.view(user.tenantId);
  }

  @Get('auth/tenant/projects')
  projects(): { projectId: string; name: string; logos: { CONVERSATION: string } }[] {
    const { projectId, brandName } = this.config.auth;
    return [{ projectId, name: brandName, logos: { CONVERSATION: '' } }];
  }

  @Put('features/profile')
  @HttpCode(200)
  async updateProfile(
    @CurrentUser() user: RequestUser,
    @Body() body: ProfileDto,
  ): Promise<TenantView> {
    const previous = (await this.tenants.active(user.tenantId))?.profile.picture;
    assertOwnPicture(body.picture, previous);
    await this.tenants.execute(user.tenantId, { type: 'UpdateProfile', data: body });
    if (previous && body.picture !== undefined && body.picture !== previous)
      this.pictures.remove(previous);
    return this.view(user.tenantId);
  }

  @Post('features/profile/picture')
  @HttpCode(200)
  async uploadPicture(
    @CurrentUser() user: RequestUser,
    @Req() request: MultipartRequest,
  ): Promise<{ picture: string }> {
    if (!request.isMultipart()) throw new ApiError(400, 'settings.file_type_error');
    const file = await request.file();
    if (!file) throw new ApiError(400, 'validation.required');
    const bytes = await file.toBuffer().catch(() => Buffer.alloc(0));
    const url = this.pictures.save(file.filename, bytes, file.file.truncated);
    const previous = (await this.tenants.active(user.tenantId))?.profile.picture;
    await this.tenants.execute(user.tenantId, { type: 'UpdateProfile', data: { picture: url } });
    if (previous) this.pictures.remove(previous);
    return { picture: url };
  }

  @Get('features/profile/picture/:name')
  @Public()
  @Raw()
  picture(@Param('name') name: string, @Res() reply: FastifyReply): void {
    const picture = this.pictures.read(name);
    if (!picture) throw new NotFoundException();
    void reply
      .type(picture.type)
      .header('Cache-Control', 'private, max-age=86400')
      .send(picture.bytes);
  }

  @Get('features/organisation-strategy')
  async organisationStrategy(@CurrentUser() user: RequestUser): Promise<OrganisationStrategy> {
    const tenant = await this.tenants.active(user.tenantId);
    // Never saved: an empty form with the monthly default (spec §3).
    return tenant?.strategy ?? normaliseOrganisationStrategy({});
  }

  @Put('features/organisation-strategy')
  @HttpCode(200)
  async saveOrganisationStrategy(
    @CurrentUser() user: RequestUser,
    @Body() body: OrganisationStrategyDto,
  ): Promise<OrganisationStrategy> {
    const data = { ...body } as OrganisationStrategyInput;
    const loaded = await this.tenants.execute(user.tenantId, {
      type: 'SaveOrganisationStrategy',
      data,
    });
    return loaded.state.status === 'active' && loaded.state.strategy
      ? loaded.state.strategy
      : normaliseOrganisationStrategy(data);
  }

  private async view(tenantId: string): Promise<TenantView> {
    const { state, updated } = await this.tenants.load(tenantId);
    if (state.status !== 'active') throw new ApiError(401, 'errors.unauthorized');
    const now = new Date();
    // The read models answer independently; asking them together keeps the reply's latency to the slowest.
    const month = monthKey(now, state.profile.timezone);
    const [used, collections, credentials] = await this.memo.get(
      `tenant-view:${tenantId}:${month}`,
      () =>
        Promise.all([
          this.usage.conversationsIn(tenantId, month),
          this.collections.of(tenantId),
          this.credentials?.map(tenantId),
        ]),
    );
    return {
      ...tenantView(state, updated, this.config.auth.features, used, now),
      collections,
      credentials: credentials ?? {},
    };
  }
}
