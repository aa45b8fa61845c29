// Standalone development entry (webpack serve); in production the shell renders admin/App.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AdminApp from './remote-entry';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
