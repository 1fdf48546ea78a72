/**
 * The app an integrator starts from: every entry of every package (`./entries`, written by the
 * test) and one component on the page, so the build bundles all of them and the type check meets
 * every declaration file.
 */
import { Button } from '@dictation/ui';
import { createRoot } from 'react-dom/client';
import { entries } from './entries';

const root = document.getElementById('root');
if (root) {
  root.dataset.entries = String(Object.keys(entries).length);
  createRoot(root).render(<Button>Save</Button>);
}
