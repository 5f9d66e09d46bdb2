import { DefaultApiClient, SkillBuilders } from 'ask-sdk-core';
import type { Skill } from 'ask-sdk-core';
import {
  cancelHandler,
  fallbackHandler,
  helpHandler,
  noHandler,
  sessionEndedHandler,
  stopHandler,
  yesHandler,
} from './handlers/builtin.handlers';
import {
  askQuestionHandler,
  chooseOptionHandler,
  launchHandler,
} from './handlers/conversation.handlers';
import { errorHandler } from './handlers/error.handler';
import { i18nInterceptor } from './handlers/i18n.interceptor';
import { openCollectionHandler } from './handlers/open-collection.handler';
import type { SkillDeps } from './handlers/skill-context';

export function createSkill(deps: SkillDeps, skillId?: string): Skill {
  // The API client lets a handler send a progressive response while the answer is computed.
  const builder = SkillBuilders.custom()
    .withApiClient(new DefaultApiClient())
    .addRequestInterceptors(i18nInterceptor)
    .addRequestHandlers(
      launchHandler,
      askQuestionHandler(deps),
      chooseOptionHandler(deps),
      openCollectionHandler(deps),
      helpHandler,
      yesHandler,
      noHandler,
      stopHandler,
      cancelHandler,
      sessionEndedHandler,
      fallbackHandler,
    )
    .addErrorHandlers(errorHandler);
  if (skillId) builder.withSkillId(skillId);
  return builder.create();
}
