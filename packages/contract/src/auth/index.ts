export * from './passwords.ts';
export * from './sign-in.ts';
export * from './sign-up.ts';
export * from './tokens.ts';
