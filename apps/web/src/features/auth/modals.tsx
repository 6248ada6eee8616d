import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** The auth modals; one is open at a time, so opening one closes the other (docs/product.md#dialogs-and-widgets). */
export type AuthModal = 'login' | 'forgotPassword' | 'signUp';

type ModalsValue = {
  active: AuthModal | null;
  /** What had focus before the first of a chain of modals opened; focus goes back there when the last one closes. */
  returnFocusTo: HTMLElement | null;
  open: (modal: AuthModal) => void;
  close: () => void;
};

const ModalsContext = createContext<ModalsValue | null>(null);

export function ModalsProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<AuthModal | null>(null);
  const activeRef = useRef(active);
  activeRef.current = active;
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);
  const open = useCallback((modal: AuthModal) => {
    // Switching from one modal to another keeps the original opener, not a button of the closing modal.
    if (activeRef.current === null) {
      setReturnFocusTo(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    }
    setActive(modal);
  }, []);
  const close = useCallback(() => setActive(null), []);
  const value = useMemo(() => ({ active, returnFocusTo, open, close }), [active, returnFocusTo, open, close]);
  return <ModalsContext.Provider value={value}>{children}</ModalsContext.Provider>;
}

export function useModals(): ModalsValue {
  const value = useContext(ModalsContext);
  if (!value) throw new Error('useModals must be used inside ModalsProvider');
  return value;
}
