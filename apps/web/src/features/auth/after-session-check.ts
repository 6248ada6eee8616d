import { useEffect, useRef, useState } from 'react';
import { useAuth } from './auth-context';
import { isSessionCheckRunning } from './auth-state';

/**
 * A press whose outcome depends on who is signed in (Play, a favourite's heart). Pressed before the session check has
 * answered, nobody knows yet whether this is a player: the press waits (`pending`, for a busy button) and acts once
 * the answer is in, instead of taking a player on a slow connection for a visitor and asking them to log in. The
 * action that runs is the one of the latest render, so it sees the session as answered.
 */
export function useAfterSessionCheck(action: () => void) {
  const { status } = useAuth();
  const checking = isSessionCheckRunning(status);
  const latest = useRef(action);
  latest.current = action;
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting || checking) return;
    setWaiting(false);
    latest.current();
  }, [waiting, checking]);
  return {
    pending: waiting,
    press: () => (checking ? setWaiting(true) : latest.current()),
  };
}
