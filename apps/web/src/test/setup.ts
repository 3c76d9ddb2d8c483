import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Route pages are lazy modules: the first import of each can take a moment to transform, more than
// 5 s on 2 cores busy with the suite and two CPU-bound processes (the donor's page, 2026-12-02).
// Below the web tests' 20 s limit, so a wait that never ends still fails as itself.
configure({ asyncUtilTimeout: 15_000 });

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
