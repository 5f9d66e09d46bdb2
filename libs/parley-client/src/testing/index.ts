export * from './stub-api-server';
