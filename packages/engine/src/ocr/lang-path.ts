import { copyFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The OCR languages, in order: Indonesian first, English for the rest of a shipment's words. */
export const OCR_LANGUAGES = ['ind', 'eng'] as const;
const MODEL = '4.0.0_best_int';

const require = createRequire(import.meta.url);

/**
 * A folder holding `ind` and `eng` traineddata (engine README.md, trap 6): the npm data packages ship them in
 * two folders, tesseract.js wants one. Copied once into the OS temp dir; nothing is downloaded.
 */
export const prepareLangPath = (folder = join(tmpdir(), `vd-engine-tessdata-${MODEL}`)): string => {
  mkdirSync(folder, { recursive: true });
  for (const lang of OCR_LANGUAGES) {
    const source = join(
      dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
      MODEL,
      `${lang}.traineddata.gz`,
    );
    const target = join(folder, `${lang}.traineddata.gz`);
    if (!existsSync(target) || statSync(target).size !== statSync(source).size) {
      const partial = `${target}.${process.pid}.tmp`;
      copyFileSync(source, partial);
      renameSync(partial, target);
    }
  }
  return folder;
};
