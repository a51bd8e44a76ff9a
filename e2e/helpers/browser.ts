import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const missingChromiumMessage =
  `Chromium not found at ${chromiumPath}. The browser tests drive Debian's Chromium: ` +
  'install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(missingChromiumMessage);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
