import { paths } from '../../routes/paths.ts';

/** The builder of one template. */
export const builderPath = (templateId: string): string => `${paths.template}/${templateId}/builder`;
