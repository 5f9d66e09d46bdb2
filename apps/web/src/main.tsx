import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadAfterChunkFailure } from './app/lazy-screen';
import { initI18n } from './i18n/i18n';
import { bootstrap, installUnauthorizedLogout } from './modules/auth/utils/session';
import { showFlashToast } from './modules/shared/stores/useToastStore';
import './styles/app.css';
import './styles/layout.css';
import './styles/conversation.css';

// Vite reports a failed preload of a lazy chunk here; the same reload rule applies.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  void reloadAfterChunkFailure(event instanceof ErrorEvent ? event.error : event).catch(
    () => undefined,
  );
});

async function start(): Promise<void> {
  await initI18n();
  installUnauthorizedLogout();
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
  await bootstrap();
  showFlashToast();
}

void start();
