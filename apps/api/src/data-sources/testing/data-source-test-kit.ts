import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AnswerCard } from '@parley/domain';
import type { Session } from '../../auth/testing/auth-test-kit';

// A browser's multipart/form-data upload of one file, built by hand for app.inject().
export function multipart(
  filename: string,
  content: Buffer | string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----parley${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(
  app: NestFastifyApplication,
  session: Session,
  filename: string,
  content: Buffer | string,
  replace?: string,
) {
  const body = multipart(filename, content);
  const query = replace === undefined ? '' : `?replace=${encodeURIComponent(replace)}`;
  return app.inject({
    method: 'POST',
    url: `/api/v1/datasource/files${query}`,
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  });
}

export function post(
  app: NestFastifyApplication,
  session: Session,
  url: string,
  payload: Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url, headers: session.headers, payload });
}

type Responses = {
  data: { responses: ({ card: AnswerCard } | { prompt: unknown } | { text: string })[] };
};

export async function askCard(
  app: NestFastifyApplication,
  session: Session,
  phrase: string,
  event: Record<string, unknown> = {},
): Promise<AnswerCard> {
  const res = await post(app, session, '/features/conversations/chat_query', {
    created: Date.now(),
    phrase,
    event: { now: '2026-06-15', ...event },
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  const first = res.json<Responses>().data.responses[0];
  if (!first || !('card' in first)) throw new Error(`no card: ${res.body}`);
  return first.card;
}

export function firstMetric(card: AnswerCard): number {
  const key = card.columns.find((c) => c.role === 'metric')?.key as string;
  return Number(card.table[0]?.[key]);
}
