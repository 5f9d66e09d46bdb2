export * from './answer-card';
