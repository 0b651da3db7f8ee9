// The e2e step drives Debian's chromium (no browser download: this project's machines reach only the npm
// registry and Debian's packages). CHROMIUM_PATH overrides /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log(`chromium not found at ${path}: installing Debian's chromium with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync('apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit', env });
  } else {
    console.error(
      `chromium not found at ${path}.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n' +
        'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
    );
    process.exit(1);
  }
}
if (!existsSync(path)) {
  console.error(`chromium still missing at ${path}`);
  process.exit(1);
}
