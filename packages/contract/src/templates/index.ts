export * from './fields.ts';
export * from './labelling.ts';
export * from './preview.ts';
export * from './prompt.ts';
export * from './review.ts';
export * from './template.ts';
export * from './template-document.ts';
export * from './upload.ts';
