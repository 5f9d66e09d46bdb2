import { Body, Controller, Delete, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { SettableFlagKey } from '@parley/domain';
import type { RequestUser } from '../http/request-context';
import { TenantRepository } from '../tenant/tenant-repository';
import { CurrentUser } from './auth.decorators';
import { AuthService } from './auth.service';
import { ChangePasswordDto, DeleteAccountDto } from './dto/auth.dto';
import type { AuthenticatedRequest } from './session/session.guard';
import { PictureStore } from '../tenant/picture-store';

class FlagDto extends createZodDto(
  z.object({ key: z.string().max(64).optional(), value: z.unknown().optional() }),
) {}

@Controller('api/v1')
export class AccountController {
  constructor(
    private readonly auth: AuthService,
    private readonly tenants: TenantRepository,
    private readonly pictures: PictureStore,
  ) {}

  @Post('auth/changepassword')
  @HttpCode(200)
  async changePassword(
    @CurrentUser() user: RequestUser,
    @Body() body: ChangePasswordDto,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ message: string }> {
    // The security screen sends the repeat only to the browser's own check; the API gets one value.
    const password = body.password ?? '';
    await this.auth.changeOwnPassword(user.tenantId, password, body.repeatPassword ?? password, {
      currentPassword: body.currentPassword,
      sessionId: request.sessionId,
    });
    return { message: 'login.password_changed_successfully' };
  }

  // The typed DELETE is the client's gate (spec §5); when the body carries it, it must be right.
  @Delete('auth/account')
  @HttpCode(200)
  async deleteAccount(
    @CurrentUser() user: RequestUser,
    @Body() body: DeleteAccountDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    await this.auth.assertReauthenticated(user.tenantId, {
      currentPassword: body?.currentPassword,
      sessionId: request.sessionId,
    });
    const picture = (await this.tenants.active(user.tenantId))?.profile.picture;
    await this.auth.deleteAccount(user.tenantId, body?.confirmation ?? 'DELETE');
    if (picture) this.pictures.remove(picture);
    this.auth.signOut(reply, request.sessionId);
    request.user = undefined;
    return { message: 'settings.account_deleted' };
  }

  @Put('flag')
  @HttpCode(200)
  async setFlag(
    @CurrentUser() user: RequestUser,
    @Body() body: FlagDto,
  ): Promise<{ flags: Record<string, boolean> }> {
    const loaded = await this.tenants.execute(user.tenantId, {
      type: 'SetFlag',
      // Judged by the domain: only oc is settable here, rc is refused (flags.rc_not_settable).
      data: { key: body.key as SettableFlagKey, value: body.value as boolean },
    });
    return { flags: loaded.state.status === 'active' ? loaded.state.flags : {} };
  }
}
