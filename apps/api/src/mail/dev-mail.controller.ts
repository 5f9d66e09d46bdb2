import { Controller, Delete, Get, HttpCode, NotFoundException, Req } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { Public } from '../auth/auth.decorators';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { Raw } from '../http/response-envelope.interceptor';
import type { CaughtMail } from './mail-catcher';
import { MailService } from './mail.service';

// The development mailbox: what the embedded catcher received, newest first. It does not exist
// in production or when real mail goes out through SMTP_URL, and only this machine may read it
// (its links sign anyone in): another host gets the same 404 as a missing route.
@Controller('dev/mail')
@Public()
@Raw()
export class DevMailController {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  list(@Req() request: FastifyRequest): CaughtMail[] {
    return this.mailbox(request).list();
  }

  @Delete()
  @HttpCode(204)
  clear(@Req() request: FastifyRequest): void {
    this.mailbox(request).clear();
  }

  private mailbox(request: FastifyRequest) {
    if (this.config.production || !this.mail.catcher || !fromThisMachine(request))
      throw new NotFoundException();
    return this.mail.catcher;
  }
}

// request.ip is the client's address (a proxy on this host forwards the real one), so a page
// opened through a local reverse proxy from elsewhere is not "this machine".
function fromThisMachine(request: FastifyRequest): boolean {
  const addresses = [request.ip, request.socket.remoteAddress ?? ''];
  return addresses.every(
    (address) => ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback',
  );
}
