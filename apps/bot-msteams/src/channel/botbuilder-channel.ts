import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ActivityHandler,
  CardFactory,
  CloudAdapter,
  ConfigurationBotFrameworkAuthentication,
  MessageFactory,
  TurnContext,
} from 'botbuilder';
import type { Activity, Request, Response } from 'botbuilder';
import { Redeliveries } from '@parley/parley-client';
import type { Incoming, Outgoing } from '../conversation/outgoing';
import type { TeamsConversation } from '../conversation/teams-conversation';

// The only module that knows botbuilder: activities in, Incoming/Outgoing out. Moving to
// @microsoft/agents-hosting (botbuilder's successor) means rewriting this file alone.

export type MessagesHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A Teams activity as the conversation sees it. */
export function toIncoming(activity: Partial<Activity>): Incoming {
  const from = activity.from;
  // In a channel Teams prefixes the text with "<at>Parley</at>"; the question is what follows.
  const text =
    activity.text && activity.recipient
      ? (TurnContext.removeRecipientMention(activity) ?? activity.text)
      : (activity.text ?? '');
  return {
    userKey: from?.aadObjectId ?? `${activity.channelId ?? 'unknown'}:${from?.id ?? 'unknown'}`,
    text: text.replace(/<at>[^<]*<\/at>/g, '').trim(),
    value: activity.value as unknown,
    locale: activity.locale,
    shared: isShared(activity),
    ...(activity.id ? { activityId: activity.id } : {}),
    ...(sentAt(activity) !== undefined ? { sentAt: sentAt(activity) } : {}),
  };
}

function sentAt(activity: Partial<Activity>): number | undefined {
  const time = activity.timestamp ? new Date(activity.timestamp).getTime() : NaN;
  return Number.isFinite(time) ? time : undefined;
}

// Teams marks a one-to-one chat 'personal'; group chats and channels are read by many.
function isShared(activity: Partial<Activity>): boolean {
  const type = activity.conversation?.conversationType;
  return type !== undefined && type !== 'personal';
}

export function toActivity(outgoing: Outgoing): Partial<Activity> {
  if (outgoing.kind === 'text') return MessageFactory.text(outgoing.text);
  return MessageFactory.attachment(CardFactory.adaptiveCard(outgoing.card));
}

// Bot Framework retries an activity it got no 200 for within seconds; ten minutes is ample.
const REDELIVERY_WINDOW_MS = 10 * 60 * 1000;
const REMEMBERED_ACTIVITIES = 10_000;

// An activity id is unique within its conversation.
const deliveryId = (activity: Partial<Activity>) =>
  activity.id ? `${activity.conversation?.id ?? ''}:${activity.id}` : undefined;

export class ParleyTeamsBot extends ActivityHandler {
  private readonly redeliveries = new Redeliveries<void>({
    keepMs: REDELIVERY_WINDOW_MS,
    max: REMEMBERED_ACTIVITIES,
  });

  /**
   * A redelivered activity (same id) sends nothing: the first delivery answers it, or already
   * has. Only a first delivery that failed lets a redelivery run the turn again, and the API then
   * answers the question with its first reply (Idempotency-Key), never twice.
   */
  override async run(context: TurnContext): Promise<void> {
    const { redelivered, outcome } = this.redeliveries.deliver(deliveryId(context.activity), () =>
      super.run(context),
    );
    if (!redelivered) await outcome;
  }

  constructor(conversation: TeamsConversation) {
    super();
    this.onMessage(async (context, next) => {
      const replies = await conversation.handle(toIncoming(context.activity));
      await context.sendActivities(replies.map(toActivity));
      await next();
    });
    // One welcome when the bot itself is added; people joining a team later get none.
    this.onMembersAdded(async (context, next) => {
      const bot = context.activity.recipient?.id;
      if ((context.activity.membersAdded ?? []).some((member) => member.id === bot))
        await context.sendActivities(
          conversation.welcome(toIncoming(context.activity)).map(toActivity),
        );
      await next();
    });
  }
}

export function createCloudAdapter(settings: Record<string, string>): CloudAdapter {
  return new CloudAdapter(new ConfigurationBotFrameworkAuthentication(settings));
}

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      try {
        resolve(raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.on('error', reject);
  });
}

// botbuilder expects express-like request and response objects; node:http gets a thin shim.
// CloudAdapter answers 500 when a token's signature does not verify (only its own
// AuthenticationError becomes 401): a failure before the turn started is the caller's token.
function responseShim(res: ServerResponse, turnStarted: () => boolean): Response {
  let status = 200;
  let refused = false;
  return {
    socket: res.socket,
    status(code: number) {
      refused = code === 500 && !turnStarted();
      status = refused ? 401 : code;
      return this;
    },
    header(name: string, value: unknown) {
      res.setHeader(name, String(value));
      return this;
    },
    send(body?: unknown) {
      if (refused) body = { error: 'unauthorized' };
      if (body === undefined) return res.writeHead(status).end();
      const json = typeof body === 'string' ? body : JSON.stringify(body);
      res
        .writeHead(status, { 'content-type': res.getHeader('content-type') ?? 'application/json' })
        .end(json);
      return this;
    },
    end() {
      if (!res.writableEnded) res.writeHead(status).end();
      return this;
    },
  };
}

/** POST /api/messages: JWT-validated by CloudAdapter, then handed to the bot. */
export function messagesHandler(adapter: CloudAdapter, bot: ActivityHandler): MessagesHandler {
  return (request, response) => {
    readJson(request)
      .then((body) => {
        const req: Request = { body, headers: request.headers, method: request.method };
        let started = false;
        return adapter.process(
          req,
          responseShim(response, () => started),
          (context) => ((started = true), bot.run(context)),
        );
      })
      .catch((error: unknown) => {
        console.error('bot request failed', error);
        if (!response.headersSent)
          response
            .writeHead(400, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: 'bad request' }));
      });
  };
}
