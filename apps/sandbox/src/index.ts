export type { SandboxOptions } from './config';
export { demoPassword, demoUsers } from './db/seed';
export { createSandbox, type Sandbox } from './sandbox';
