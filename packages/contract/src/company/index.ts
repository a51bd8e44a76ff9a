export * from './internal.ts';
