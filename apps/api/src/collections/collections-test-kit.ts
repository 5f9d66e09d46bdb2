import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Session } from '../auth/testing/auth-test-kit';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type LayoutEntry = { i: string; x: number; y: number; w: number; h: number };

// Drives the collection calls of spec §7 as a signed-in user, in process.
export function collectionsClient(app: NestFastifyApplication, session: Session) {
  const call = async <T = Record<string, unknown>>(
    method: Method,
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
    // 200/400/401/403 come in the envelope; 404, 409 and 500 as a bare { error, message, key }.
    const body = res.body ? res.json<{ data?: T } & Record<string, unknown>>() : {};
    return { status: res.statusCode, data: ('data' in body ? body.data : body) as T };
  };
  return {
    call,
    saveLayout: (collectionId: string, layout: LayoutEntry[], version?: number) =>
      call<{ layout: LayoutEntry[]; version?: number }>('PUT', '/api/v1/update_collection', {
        collection_id: collectionId,
        layout,
        ...(version === undefined ? {} : { version }),
      }),
    move: (collectionId: string, newCollectionId: string, id: string) =>
      call('POST', '/api/v1/move_collection_question', {
        collection_id: collectionId,
        new_collection_id: newCollectionId,
        id,
      }),
    create: (name: string, digest = 'weekly') =>
      call<{ collection: { id: string; name: string }; tenant: { collections: { id: string }[] } }>(
        'POST',
        '/api/v1/create_collection',
        { name, digest },
      ),
    addCard: (collectionId: string, phrase: string, extra: Record<string, unknown> = {}) =>
      call<{ id: string }>('POST', '/api/v1/add_collection_question', {
        collection_id: collectionId,
        phrase,
        type: 'demo',
        datasource_id: 'demo',
        interval: 0,
        variables: {},
        ...extra,
      }),
    get: (collectionId: string, now = '2026-06-15') =>
      call<{
        collection: {
          id: string;
          name: string;
          digest: string;
          questions: { id: string; phrase: string; variables: Record<string, unknown> }[];
          layout: { i: string; x: number; y: number; w: number; h: number }[];
          version?: number;
        };
        responses: {
          id: string;
          card?: { table: Record<string, unknown>[]; columns: { key: string; role: string }[] };
          question: { id: string };
          error?: boolean;
          message?: string;
        }[];
      }>('GET', `/api/v1/collection?collection=${encodeURIComponent(collectionId)}&now=${now}`),
  };
}
