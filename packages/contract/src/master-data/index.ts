export * from './document-label.ts';
export * from './document-type.ts';
export * from './fields.ts';
export * from './label-parameter.ts';
export * from './logical-validation.ts';
export * from './onboarding.ts';
export * from './validation-logic.ts';
