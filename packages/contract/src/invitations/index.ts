export * from './accept.ts';
export * from './invite.ts';
