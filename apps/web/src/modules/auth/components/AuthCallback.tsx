import { useEffect } from 'react';

import { handleAuthCallback } from '../utils/session';

// Spec §2: the callback route renders nothing; it only routes and reports.
export function AuthCallback() {
  useEffect(() => {
    void handleAuthCallback(window.location.search);
  }, []);
  return null;
}
