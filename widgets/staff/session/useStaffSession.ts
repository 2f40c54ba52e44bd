import { useCallback, useEffect, useState } from 'react';
import { loginMessages } from '../../../src/domain/auth/messages';
import { ApiFailure, whenSignedOut } from '../../shared/api/client';
import { auth, type SessionInfo } from './session';
import { useIdleSignOut } from './useIdleSignOut';

export type SessionState =
  | { kind: 'loading' }
  | { kind: 'signedOut'; notice?: string }
  | { kind: 'signedIn'; session: SessionInfo };

/** The signed-out state after a 401 with `message`: a session that idled keeps the server's reason to show. */
function signedOut(message: string | undefined): SessionState {
  return message === loginMessages.idle ? { kind: 'signedOut', notice: message } : { kind: 'signedOut' };
}

/**
 * The staff session as the pages see it: checked with the server on load, dropped on any 401 and
 * when its 4 hours are over (the server refuses it then anyway). After 30 minutes without a request
 * the server's 401 says so, and after 30 minutes without input the page signs out by itself; both
 * leave the notice 'Sie wurden nach 30 Minuten ohne Aktivität abgemeldet.' for the sign-in screen.
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
        setState(signedOut(error instanceof ApiFailure ? error.message : undefined));
      });
    whenSignedOut((message) => setState(signedOut(message)));
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

  useIdleSignOut(state.kind === 'signedIn', () => {
    auth.logout().catch(() => {});
    setState({ kind: 'signedOut', notice: loginMessages.idle });
  });

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
