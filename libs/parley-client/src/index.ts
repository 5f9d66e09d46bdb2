export * from './parley-api.errors';
export * from './parley-api.client';
export * from './parley-api.messages';
export * from './turn-budget';
export * from './redeliveries';
export * from './channel-i18n';
