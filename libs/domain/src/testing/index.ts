export * from './decider-spec';
export * from './projection-spec';
export * from './metadata';
export * from './same-figures';
export * from './series-card';
export * from './revenue-card';
