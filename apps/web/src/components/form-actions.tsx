import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const TargetContext = createContext<HTMLElement | null>(null);
const SetTargetContext = createContext<(element: HTMLElement | null) => void>(() => undefined);

/** Lets a page put its form buttons (Save …) into the dashboard header's action area (§2). */
export function FormActionsProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <SetTargetContext.Provider value={setTarget}>
      <TargetContext.Provider value={target}>{children}</TargetContext.Provider>
    </SetTargetContext.Provider>
  );
}

export function FormActionsTarget() {
  const setTarget = useContext(SetTargetContext);
  return <div ref={setTarget} data-testid="form-actions" style={{ display: 'flex', gap: 8 }} />;
}

export function FormActions({ children }: { children: ReactNode }) {
  const target = useContext(TargetContext);
  return target ? createPortal(children, target) : null;
}
