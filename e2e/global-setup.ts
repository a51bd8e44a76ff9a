import { existsSync } from 'node:fs';
import { chromiumPath, missingChromiumMessage } from './helpers/browser.ts';

/** Fails the browser run at once, saying how to install Chromium, when it is missing. */
export default function setup() {
  if (!existsSync(chromiumPath)) throw new Error(missingChromiumMessage);
}
