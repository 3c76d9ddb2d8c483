import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Route pages are lazy modules: the first import of each can take a moment to transform.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.title = '';
});
