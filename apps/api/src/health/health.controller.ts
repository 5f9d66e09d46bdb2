import { Controller, Get } from '@nestjs/common';
import { Public } from '../auth/auth.decorators';
import { Raw } from '../http/response-envelope.interceptor';

@Raw()
@Public()
@Controller('health')
export class HealthController {
  @Get()
  health() {
    return { status: 'ok' };
  }
}
