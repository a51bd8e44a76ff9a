export * from './box.ts';
export * from './convert.ts';
export * from './types.ts';
