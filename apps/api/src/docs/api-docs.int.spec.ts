import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
};
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string }[];
};
type OpenApi = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
};

// Spec §7, call by call: the fields each body carries (spec "Update" and "Delete" are PUT and
// DELETE with a JSON body). GET /help/{id}.md is left out: a file of the web app, not an API call.
const bodies: [method: string, path: string, fields: string[]][] = [
  ['delete', '/api/v1/auth/account', []],
  ['post', '/api/v1/auth/changepassword', ['password']],
  ['post', '/auth/passwordreset', ['email', 'token', 'password']],
  ['post', '/auth/forgotpassword', ['email', 'token', 'local']],
  ['post', '/auth/loginwithpassword', ['email', 'password', 'token']],
  ['post', '/auth/loginwithemail', ['email', 'token', 'local']],
  [
    'post',
    '/auth/register',
    ['password', 'name', 'timezone', 'picture', 'country', 'organisation', 'position', 'language'],
  ],
  ['post', '/api/v1/datasource/revoke', ['datasource_id', 'type']],
  ['post', '/api/v1/datasource/account', ['type', 'datasource_id', 'account']],
  ['post', '/api/v1/datasource/account/remove', ['type', 'datasource_id', 'account_id']],
  ['post', '/api/v1/datasource/defaults', ['type', 'datasource_id', 'account_id']],
  [
    'post',
    '/api/v1/collection/query',
    ['type', 'datasource_id', 'account_id', 'collection_id', 'id'],
  ],
  [
    'post',
    '/api/v1/collection/preview',
    ['phrase', 'type', 'datasource_id', 'account_id', 'date_range'],
  ],
  ['post', '/api/v1/create_collection', ['name', 'digest']],
  ['put', '/api/v1/update_collection', ['collection_id', 'name', 'digest', 'layout']],
  ['delete', '/api/v1/delete_collection', ['collection_id']],
  ['post', '/api/v1/move_collection_question', ['collection_id', 'new_collection_id', 'id']],
  [
    'post',
    '/api/v1/add_collection_question',
    ['phrase', 'collection_id', 'type', 'datasource_id', 'account_id', 'interval', 'variables'],
  ],
  [
    'put',
    '/api/v1/update_collection_question',
    [
      'phrase',
      'collection_id',
      'type',
      'datasource_id',
      'account_id',
      'interval',
      'variables',
      'id',
    ],
  ],
  ['delete', '/api/v1/delete_collection_question', ['collection_id', 'id']],
  ['post', '/features/conversations/chat_query', ['created', 'phrase', 'event']],
  ['post', '/api/v1/email_card', ['result', 'selected_chart']],
  ['post', '/api/v1/feedback', ['sentiment', 'message', 'fields', 'data', 'phrase']],
  [
    'put',
    '/features/profile',
    ['name', 'timezone', 'picture', 'country', 'organisation', 'position', 'language'],
  ],
  ['put', '/api/v1/flag', ['key', 'value']],
  ['put', '/features/organisation-strategy', []],
];

// Spec §7 calls without a body, with the query parameters the spec names.
const queries: [method: string, path: string, parameters: string[]][] = [
  ['post', '/auth/logout', []],
  ['get', '/auth/providers', []],
  ['get', '/auth/config', []],
  ['get', '/auth/tenant', []],
  ['get', '/auth/tenant/projects', []],
  ['get', '/auth/loginredirect', []],
  ['get', '/api/v1/datasource/accounts', ['type', 'datasource_id']],
  ['get', '/api/v1/datasourceredirect', ['type']],
  ['get', '/api/v1/collection', ['collection']],
  ['get', '/features/conversations/chat_suggestions', []],
  ['get', '/api/v1/conversations/suggestions', ['type', 'model_id']],
  ['get', '/features/organisation-strategy', []],
];

let api: TestApp;
let doc: OpenApi;

beforeAll(async () => {
  api = await startTestApp();
  const reply = await api.app.inject({ method: 'GET', url: '/docs/json' });
  expect(reply.statusCode).toBe(200);
  doc = reply.json<OpenApi>();
}, 60_000);

afterAll(() => api.close());

function resolve(schema: Schema): Schema {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (doc.components.schemas[name] ?? {}) : schema;
}

describe('the OpenAPI document at /docs/json', () => {
  it('is OpenAPI 3.1 for the Parley API, as it is (no { data } envelope around it)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Parley API');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['session', 'xsrf']);
  });

  it.each(bodies)('documents %s %s with the body fields of spec §7', (method, path, fields) => {
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    const schema = operation?.requestBody?.content['application/json']?.schema;
    expect(schema).toBeDefined();
    const properties = Object.keys(resolve(schema ?? {}).properties ?? {});
    expect(properties.length).toBeGreaterThan(0);
    expect(properties).toEqual(expect.arrayContaining(fields));
  });

  it.each(queries)('documents %s %s and its query parameters', (method, path, parameters) => {
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    const names = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(parameters));
  });

  it('keeps every type of a union field: created is a number or a string, not an array', () => {
    const body = doc.paths['/features/conversations/chat_query']?.['post']?.requestBody;
    const created = resolve(body?.content['application/json']?.schema ?? {}).properties?.[
      'created'
    ];
    expect(created?.type).not.toBe('array');
    expect(created?.anyOf?.map((s) => s.type)).toEqual(['number', 'string']);
  });

  it('gives the same document as YAML at /docs/yaml', async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/docs/yaml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatch(/^openapi: 3\.1\.0$/m);
    expect(reply.body).toContain('/features/conversations/chat_query:');
  });
});

describe('the API reference page at /docs', () => {
  it('serves Swagger UI whose scripts are all files of this origin, under the app’s own CSP', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const home = await api.app.inject({ method: 'GET', url: '/auth/config' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toBe(String(home.headers['content-security-policy']));
    expect(csp).toMatch(/script-src 'self'(;|$)/);

    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', inline = ''] of scripts) {
      // An inline script would need 'unsafe-inline'; every script is a file from /docs/static.
      expect(inline.trim()).toBe('');
      const src = /src="\.?([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(src).toMatch(/^\/static\//);
      const file = await api.app.inject({ method: 'GET', url: `/docs${src}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('javascript');
    }
    for (const [, href = ''] of page.body.matchAll(/href="([^"]+)"/g)) {
      expect(href).not.toMatch(/^(https?:)?\/\//);
    }
  });

  it('points the viewer at the document of this origin, with no validator badge from elsewhere', async () => {
    const init = await api.app.inject({
      method: 'GET',
      url: '/docs/static/swagger-initializer.js',
    });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toMatch(/validatorUrl: null/);
  });

  it('answers /docs too, with links that lead to the same files', async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('src="/docs/static/swagger-initializer.js"');
  });
});
