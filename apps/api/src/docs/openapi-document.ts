import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { INestApplication } from '@nestjs/common';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { SESSION_COOKIE } from '../auth/session/session-cookie';
import { respellTypeUnions } from './zod-type-unions';

// apps/api/{src,dist}/docs → apps/api/package.json
const { version } = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as {
  version: string;
};

const description = `Conversational business analytics: sign-in, data sources, collections and questions.

Replies with status 200, 400, 401 and 403 carry \`{ data }\` and a \`Current-User\` header; a 500
carries \`{ error, message }\`. Calls are signed in by the session cookie that sign-in sets; every
state-changing call also sends the sign-in reply's \`xsrfToken\` in the \`X-XSRF-Token\` header.`;

// The API reference (issue 31): every route the controllers declare, each request body and query
// from the zod schema its controller already validates with (nestjs-zod DTOs), as OpenAPI 3.1.
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  respellTypeUnions(app);
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Parley API')
    .setDescription(description)
    .setVersion(version)
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      'session',
    )
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-XSRF-Token' }, 'xsrf')
    .addSecurityRequirements('session')
    .build();
  return cleanupOpenApiDoc(SwaggerModule.createDocument(app, config), { version: '3.1' });
}
