import { useCallback, useEffect, useState } from 'react';
import { ApiFailure, whenSignedOut } from '../shared/api/client';
import { auth, type SessionInfo } from './session';

export type SessionState = { kind: 'loading' } | { kind: 'signedOut' } | { kind: 'signedIn'; session: SessionInfo };

/**
 * The staff session as the pages see it: checked with the server on load, dropped on any 401 and
 * when its 4 hours are over (the server refuses it then anyway).
 */
export function useStaffSession() {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    auth
      .session()
      .then((session) => active && setState({ kind: 'signedIn', session }))
      .catch((error: unknown) => {
        if (!active) return;
        if (!(error instanceof ApiFailure)) console.error(error);
        setState({ kind: 'signedOut' });
      });
    whenSignedOut(() => setState({ kind: 'signedOut' }));
    return () => {
      active = false;
      whenSignedOut(undefined);
    };
  }, []);

  const expiresAt = state.kind === 'signedIn' ? state.session.expiresAt : undefined;
  useEffect(() => {
    if (!expiresAt) return;
    const ms = new Date(expiresAt).getTime() - Date.now();
    // setTimeout cannot wait longer than ~24 days; a session lasts 4 hours.
    const timer = setTimeout(() => setState({ kind: 'signedOut' }), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const signedIn = useCallback((session: SessionInfo) => setState({ kind: 'signedIn', session }), []);
  const logout = useCallback(async () => {
    try {
      await auth.logout();
    } finally {
      window.location.assign('/');
    }
  }, []);
  return { state, signedIn, logout };
}
