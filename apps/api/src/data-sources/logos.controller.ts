import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { Raw } from '../http/response-envelope.interceptor';
import { CATALOGUE } from './catalogue';

const COLOURS: Record<string, string> = {
  demo: '#a21caf',
  file: '#475569',
  postgresql: '#336791',
  mysql: '#00758f',
  google_analytics: '#e37400',
};
const LETTERS: Record<string, string> = {
  demo: 'D',
  file: 'F',
  postgresql: 'Pg',
  mysql: 'My',
  google_analytics: 'GA',
};

// The catalogue's `logo` URLs: small drawn marks, no third-party artwork.
export function logoSvg(type: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${type}"><rect width="64" height="64" rx="14" fill="${COLOURS[type]}"/><text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${LETTERS[type]}</text></svg>`;
}

@Controller('datasource-logos')
@Public()
@Raw()
export class LogosController {
  @Get(':name')
  logo(@Param('name') name: string, @Res() reply: FastifyReply): void {
    const type = name.replace(/\.svg$/, '');
    if (!CATALOGUE.some((e) => e.type === type)) throw new NotFoundException();
    void reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(logoSvg(type));
  }
}
