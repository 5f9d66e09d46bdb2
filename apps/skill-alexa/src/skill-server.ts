import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { RequestEnvelope } from 'ask-sdk-model';
import type { Skill } from 'ask-sdk-core';
import { RequestRejectedError } from './verification/request-verifier';
import type { RequestVerifier } from './verification/request-verifier';

const MAX_BODY = 256 * 1024;

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
        reply(200, await skill.invoke(JSON.parse(raw) as RequestEnvelope));
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
