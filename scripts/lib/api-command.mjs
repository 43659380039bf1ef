// How every script starts the reference API: the backend workspace's own tsx on its entry point.
// tsx is resolved from backend/ (its package), so this works whether npm hoisted it or not.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const BACKEND = new URL('../../backend/', import.meta.url).pathname;
export const API_ENTRY = join(BACKEND, 'src', 'main.ts');

/** [command, args] that run the reference API in the current process's Node. */
export function apiCommand() {
  const tsxCli = createRequire(join(BACKEND, 'package.json')).resolve('tsx/cli');
  return [process.execPath, [tsxCli, API_ENTRY]];
}

/** [command, args] that run a backend TypeScript script with the backend's tsx. */
export function tsxCommand(script) {
  const tsxCli = createRequire(join(BACKEND, 'package.json')).resolve('tsx/cli');
  return [process.execPath, [tsxCli, script]];
}
