import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';
import type { Skill } from 'ask-sdk-core';
import { Redeliveries } from '@parley/parley-client';
import { RequestRejectedError } from './verification/request-verifier';
import type { RequestVerifier } from './verification/request-verifier';

const MAX_BODY = 256 * 1024;
// Amazon refuses a request older than 150 s (the verifier too), so an id is not sent after that.
const REDELIVERY_WINDOW_MS = 5 * 60 * 1000;
const REMEMBERED_REQUESTS = 10_000;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new RequestRejectedError('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * The skill's HTTPS endpoint (TLS ends at the proxy): POST /alexa with a verified, signed body.
 * The signature covers the exact bytes, so the body is verified before it is parsed.
 */
export function createSkillServer(skill: Skill, verifier: RequestVerifier): Server {
  // A request Amazon sends again (same request id) is answered with the first one's reply: shared
  // while the first still runs, kept after it, so the question is asked and answered once. Alexa
  // plays only the reply to the delivery it still waits for, so each delivery gets that reply.
  const redeliveries = new Redeliveries<ResponseEnvelope>({
    keepMs: REDELIVERY_WINDOW_MS,
    max: REMEMBERED_REQUESTS,
  });
  return createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/health') return reply(200, { status: 'ok' });
    if (request.method !== 'POST' || request.url !== '/alexa')
      return reply(404, { error: 'not found' });
    readBody(request)
      .then(async (raw) => {
        await verifier.verify(request.headers, raw);
        const envelope = JSON.parse(raw) as RequestEnvelope;
        const { outcome } = redeliveries.deliver(requestIdOf(envelope), () =>
          skill.invoke(envelope),
        );
        reply(200, await outcome);
      })
      .catch((error: unknown) => {
        if (error instanceof RequestRejectedError) return reply(400, { error: error.message });
        // ask-sdk refuses a request for another skill id (withSkillId): the caller's fault, not ours.
        if (error instanceof Error && error.message.includes('ID verification failed'))
          return reply(400, { error: 'wrong skill id' });
        console.error('alexa endpoint error', error);
        reply(500, { error: 'internal error' });
      });
  });
}

// Scoped by skill: one endpoint may serve several skills, whose request ids are their own.
function requestIdOf(envelope: RequestEnvelope): string | undefined {
  const id = (envelope.request as { requestId?: unknown } | undefined)?.requestId;
  if (typeof id !== 'string' || !id) return undefined;
  return `${envelope.context?.System?.application?.applicationId ?? ''}:${id}`;
}
