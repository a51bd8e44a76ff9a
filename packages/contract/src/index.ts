import './locale.ts';

export * from './auth/index.ts';
export * from './billing/index.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './library/index.ts';
export * from './master-data/index.ts';
export * from './messages.ts';
export * from './progress.ts';
export * from './routes.ts';
export * from './safe-text.ts';
export * from './saved-storage/index.ts';
export * from './templates/index.ts';
export * from './user/index.ts';
export * from './validation/index.ts';
