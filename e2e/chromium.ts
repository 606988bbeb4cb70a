import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser, headless as root, with nothing that reaches for the network
 * on its own (the machine has none beyond the product).
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
