import { useNotify } from '@dictation/core/react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { messages } from '../messages';
import { paths } from '../routing/paths';

/** Unknown routes: 'Page not found', then /in-progress (spec 000 section 2). */
export function NotFoundPage() {
  const notify = useNotify();
  useEffect(() => {
    notify({ kind: 'warning', message: messages.pageNotFound, durationMs: 10000, key: 'not-found' });
  }, [notify]);
  return <Navigate to={paths.inProgress} replace />;
}
