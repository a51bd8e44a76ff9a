import type { FileStorage } from '../storage/file-storage.ts';

/** Deletes files after their rows are gone (a missing file is no error). */
export async function deleteFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}
