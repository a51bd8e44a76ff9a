import { z } from 'zod';

/** Pagination query of docs/product.md §8: page from 1, per_page default 10, at most 100. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('Halaman, mulai dari 1'),
  per_page: z.coerce.number().int().min(1).max(100).default(10).describe('Jumlah baris per halaman'),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

export const ZPageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type PageMeta = z.infer<typeof ZPageMeta>;

/** The success envelope: `{ message, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** The success envelope of a list: `{ message, data: [...], meta }`. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ message: z.string(), data: z.array(item), meta: ZPageMeta });
