import { fileURLToPath } from 'node:url';
import { optionsFromEnvironment } from './config';
import { demoPassword, demoUsers } from './db/seed';
import { createSandbox } from './sandbox';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const options = optionsFromEnvironment(process.env, rootDir);
const sandbox = await createSandbox(options);

const rows = demoUsers.map(
  (user) => `  ${user.userName.padEnd(15)} ${user.role.padEnd(22)} ${user.tenant.padEnd(26)} ${user.note}`,
);
console.log(
  [
    '',
    `Dictation sandbox listening on ${sandbox.url}${sandbox.seeded ? ' (new data folder seeded)' : ''}`,
    `Demo users (password for all: ${demoPassword}):`,
    ...rows,
    options.testControls
      ? `Password reset mails: ${sandbox.url}/sandbox/mailbox`
      : 'Password reset links are written to this log.',
    ...(options.specOnly
      ? ['Spec-only mode: letter and document answers carry only the fields the specification names.']
      : []),
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
