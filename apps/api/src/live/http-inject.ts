import type { NestFastifyApplication } from '@nestjs/platform-fastify';

type InjectOptions = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
};

// A running API process seen through the small part of app.inject() the auth test kit uses, so
// its sign-up helpers drive a real server over HTTP.
export function httpInject(baseUrl: string): NestFastifyApplication {
  const inject = async ({ method, url, headers = {}, payload }: InjectOptions) => {
    const res = await fetch(baseUrl + url, {
      method,
      redirect: 'manual',
      headers: {
        ...headers,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = await res.text();
    return {
      statusCode: res.status,
      body,
      headers: {
        location: res.headers.get('location') ?? undefined,
        'set-cookie': res.headers.getSetCookie(),
      },
      json: <T>() => JSON.parse(body) as T,
    };
  };
  return { inject } as unknown as NestFastifyApplication;
}
