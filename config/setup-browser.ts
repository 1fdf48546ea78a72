import { loadDeferredCode } from './loadDeferredCode';

await loadDeferredCode();
