import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { I18nProvider } from './i18n/context.tsx';
import { SessionProvider } from './session.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <I18nProvider>
    <SessionProvider>
      <App />
    </SessionProvider>
  </I18nProvider>,
);
