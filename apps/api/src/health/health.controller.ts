import { Controller, Get } from '@nestjs/common';
import { Raw } from '../http/response-envelope.interceptor';

@Raw()
@Controller('health')
export class HealthController {
  @Get()
  health() {
    return { status: 'ok' };
  }
}
