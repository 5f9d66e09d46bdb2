import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { AllowBearer, CurrentUser } from '../auth/auth.decorators';
import type { RequestUser } from '../http/request-context';
import { SubmitFeedback } from './submit-feedback.command';

class FeedbackDto extends createZodDto(
  z.object({
    sentiment: z.boolean({ message: 'validation.required' }),
    message: z.string().max(10_000, 'validation.max_length').optional(),
    fields: z.union([z.string().max(200), z.array(z.string().max(40)).max(10)]).optional(),
    data: z.record(z.string(), z.unknown()).nullish(),
    phrase: z.string().max(10_000, 'validation.max_length').optional(),
  }),
) {}

// Spec §7 POST /api/v1/feedback: thumbs up or down on an answer, kept on feedback-{tenantId}.
@Controller('api/v1')
export class FeedbackController {
  constructor(private readonly commands: CommandBus) {}

  @Post('feedback')
  @HttpCode(200)
  // The Teams bot sends thumbs up/down with the person's linked token.
  @AllowBearer()
  async submit(
    @Body() body: FeedbackDto,
    @CurrentUser() user: RequestUser,
  ): Promise<{ id: string }> {
    const { events } = await this.commands.execute(
      new SubmitFeedback({ tenantId: user.tenantId, userId: user.tenantId, feedback: body }),
    );
    return { id: events[0]?.data.feedbackId ?? '' };
  }
}
