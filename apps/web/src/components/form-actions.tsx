import { Box, Group, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/**
 * A form's buttons (Save …, §2): in the dashboard header's action area on larger screens; on phones
 * (below the theme's `sm`) in a bar fixed to the bottom of the screen, so Save is always in reach
 * without scrolling (issue 13). The alert host reads the bar's height to stay above it (decision 003).
 */

/** The CSS variable that holds the phone bar's height (0 without a bar), for whatever must stay clear of it. */
export const BAR_OFFSET_VARIABLE = '--form-actions-bar-offset';

type Targets = {
  header: HTMLElement | null;
  bar: HTMLElement | null;
  /** How many forms have buttons on screen: the bar exists only while one does. */
  forms: number;
};

const TargetsContext = createContext<Targets>({ header: null, bar: null, forms: 0 });
type Setters = {
  setHeader: (element: HTMLElement | null) => void;
  setBar: (element: HTMLElement | null) => void;
  countForm: (delta: 1 | -1) => void;
};
const SettersContext = createContext<Setters>({ setHeader: () => undefined, setBar: () => undefined, countForm: () => undefined });

/** True below the theme's `sm` breakpoint (phones), where the buttons move to the bottom bar. */
export function usePhoneLayout(): boolean {
  const theme = useMantineTheme();
  // Read at the first render so a phone never sees the buttons jump from the header to the bar.
  return useMediaQuery(`(width < ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
}

export function FormActionsProvider({ children }: { children: ReactNode }) {
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const [forms, setForms] = useState(0);
  const [setters] = useState<Setters>(() => ({ setHeader, setBar, countForm: (delta) => setForms((count) => count + delta) }));
  return (
    <SettersContext.Provider value={setters}>
      <TargetsContext.Provider value={{ header, bar, forms }}>{children}</TargetsContext.Provider>
    </SettersContext.Provider>
  );
}

/** The header's action area (larger screens). */
export function FormActionsTarget() {
  const { setHeader } = useContext(SettersContext);
  return <div ref={setHeader} data-testid="form-actions" style={{ display: 'flex', gap: 8 }} />;
}

/**
 * The phone bar, placed at the end of the page's main area: a spacer as tall as the bar keeps the last
 * field above it, and the bar itself is fixed to the bottom with the safe-area inset (notched phones).
 */
export function FormActionsBar() {
  const { t } = useTranslation();
  const { setBar } = useContext(SettersContext);
  const { forms } = useContext(TargetsContext);
  const phone = usePhoneLayout();
  const [bar, setBarElement] = useState<HTMLElement | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(0);
  const shown = phone && forms > 0;

  useEffect(() => {
    setBar(shown ? slot : null);
    return () => setBar(null);
  }, [shown, slot, setBar]);

  useEffect(() => {
    if (!shown || !bar) return;
    const observer = new ResizeObserver(() => setHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [shown, bar]);

  const offset = shown ? height : 0;
  useEffect(() => {
    document.documentElement.style.setProperty(BAR_OFFSET_VARIABLE, `${String(offset)}px`);
    return () => {
      document.documentElement.style.removeProperty(BAR_OFFSET_VARIABLE);
    };
  }, [offset]);

  if (!shown) return null;
  return (
    <>
      <Box aria-hidden style={{ height: offset }} />
      <Box
        ref={setBarElement}
        role="region"
        aria-label={t('formActions.label')}
        data-testid="form-actions-bar"
        pos="fixed"
        left={0}
        right={0}
        bottom={0}
        px="md"
        pt="sm"
        style={{
          // Above the page and the header's shadow, below popovers, modals and alerts.
          zIndex: 150,
          paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom, 0px))',
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
          boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
        }}
      >
        <Group ref={setSlot} grow gap="sm" />
      </Box>
    </>
  );
}

/** A page's form buttons: in the phone bar below `sm`, else in the header (each falls back to the other). */
export function FormActions({ children }: { children: ReactNode }) {
  const { header, bar } = useContext(TargetsContext);
  const { countForm } = useContext(SettersContext);
  const phone = usePhoneLayout();

  useEffect(() => {
    countForm(1);
    return () => countForm(-1);
  }, [countForm]);

  const target = phone ? (bar ?? header) : (header ?? bar);
  return target ? createPortal(children, target) : null;
}
