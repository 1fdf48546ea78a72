import type { Notify } from '../notify';
import type { Logger } from './logger';

/**
 * The `notify` that also logs every error and warning notice (docs/architecture.md, "Failures
 * reach support"): where a failure becomes what the user sees is where it is logged, so no screen
 * can forget, and none logs it twice. A warning ('This job is locked', 'No microphone selected',
 * 'Internet connection lost') is what support asks about as often as an error, so it goes too,
 * marked as one. The notice's text, key and `cause` are all that is taken.
 */
export function withFailureReports(notify: Notify, logger: Logger): Notify {
  return (notice) => {
    if (notice.kind === 'error' || notice.kind === 'warning')
      logger.report({
        message: notice.message,
        ...(notice.kind === 'warning' ? { level: 'warning' as const } : {}),
        ...(notice.cause === undefined ? {} : { error: notice.cause }),
        ...(notice.key === undefined ? {} : { action: notice.key }),
      });
    notify(notice);
  };
}
