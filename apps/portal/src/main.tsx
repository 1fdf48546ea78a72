import { untilRefreshSent } from '@dictation/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/PortalApp';
import { codeBeforeFirstRender } from './app/routePages';
import { linkBrandIcon } from './brand/brandLinks';
import { resolveBrand } from './brand/resolveBrand';
import { services } from './earlyStart';
import { installHistoryStepGate } from './navigation/historyStepGate';
import { sweepExpiredKeptWork } from './signOut/keptWorkRetention';
import './brand/fonts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const brand = resolveBrand(location.hostname);
linkBrandIcon(document, brand);

// Before the router listens, so a page's leave guard can hold back Back and Forward.
installHistoryStepGate();

// Issue 31: what a sign-out kept on this computer does not outlive its retention.
void sweepExpiredKeptWork(services.storage).catch(() => {});

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <PortalApp services={services} brand={brand} userAgent={navigator.userAgent} />
    </StrictMode>,
  );
// Issue 33: the token refresh the early start began goes out before React's first render (at
// most 0.1 s later): its tabs' lock is granted in a task that render would otherwise run before.
// A sign-in form renders with its code (app/routePages.ts).
void Promise.all([
  untilRefreshSent(services.session),
  codeBeforeFirstRender(location.pathname, services.session.isSignedIn()),
]).then(render);
