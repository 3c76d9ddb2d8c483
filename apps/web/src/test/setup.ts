import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Route pages are lazy modules: the first import of each can take a moment to transform.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module-wide store: one left by a test would show again in the
  // next test's Toaster and could answer that test's toast check.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.title = '';
});
