import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/styles.css';
import { readAppConfig } from './app-config';
import { AppRoot } from './app-root';
import { createContainer } from './container';
import { exposeDemoConsole } from './demo-console';

const config = readAppConfig(import.meta.env);
const container = createContainer(config);
const demoMode = config.storage === 'memory';
if (demoMode) exposeDemoConsole(container);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

createRoot(rootElement).render(
  <StrictMode>
    <AppRoot container={container} demoMode={demoMode} />
  </StrictMode>,
);
