import '@cloudscape-design/global-styles/index.css';
import '../../schemas/validation';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAmplify } from './app/amplify';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/runtime-config';
import { ShellLoading } from './app/shell-loading';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);
root.render(<ShellLoading />);

loadRuntimeConfig()
  .then((config) => {
    configureAmplify(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<ShellLoading failed />);
  });
