import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The auth modals; one is open at a time, so opening one closes the other (spec §2). */
export type AuthModal = 'login' | 'forgotPassword' | 'signUp';

type ModalsValue = {
  active: AuthModal | null;
  open: (modal: AuthModal) => void;
  close: () => void;
};

const ModalsContext = createContext<ModalsValue | null>(null);

export function ModalsProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<AuthModal | null>(null);
  const open = useCallback((modal: AuthModal) => setActive(modal), []);
  const close = useCallback(() => setActive(null), []);
  const value = useMemo(() => ({ active, open, close }), [active, open, close]);
  return <ModalsContext.Provider value={value}>{children}</ModalsContext.Provider>;
}

export function useModals(): ModalsValue {
  const value = useContext(ModalsContext);
  if (!value) throw new Error('useModals must be used inside ModalsProvider');
  return value;
}
