/**
 * Runs named steps one after another, echoing their output, and keeps going after a failure so
 * one run shows every problem. Used by scripts/test.mjs.
 */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [logFile] where the output goes instead of the console (a step run beside another)
 * @returns {Promise<number>} exit code
 */
export function run(command, args, env = process.env, logFile) {
  return new Promise((resolve) => {
    const output = logFile === undefined ? 'inherit' : openSync(logFile, 'w');
    const child = spawn(command, args, { stdio: ['ignore', output, output], env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
