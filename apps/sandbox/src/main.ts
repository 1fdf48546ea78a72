import { fileURLToPath } from 'node:url';
import { optionsFromEnvironment } from './config';
import { demoPassword, demoUsers } from './db/seed';
import { createSandbox } from './sandbox';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const sandbox = await createSandbox(optionsFromEnvironment(process.env, rootDir));

const rows = demoUsers.map(
  (user) => `  ${user.userName.padEnd(15)} ${user.role.padEnd(22)} ${user.tenant.padEnd(26)} ${user.note}`,
);
console.log(
  [
    '',
    `Dictation sandbox listening on ${sandbox.url}${sandbox.seeded ? ' (new data folder seeded)' : ''}`,
    `Demo users (password for all: ${demoPassword}):`,
    ...rows,
    `Password reset mails: ${sandbox.url}/sandbox/mailbox`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
