import { defineConfig } from 'vitest/config';

// OCR tests start tesseract.js workers (about a second each) and read scans: allow time.
export default defineConfig({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
