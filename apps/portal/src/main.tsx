import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/PortalApp';
import { createPortalServices } from './app/services';
import { resolveBrand } from './brand/resolveBrand';
import './brand/fonts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <PortalApp
      services={createPortalServices()}
      brand={resolveBrand(location.hostname)}
      userAgent={navigator.userAgent}
    />
  </StrictMode>,
);
