export * from './parley-api.errors';
export * from './parley-api.client';
