import { useEffect, useRef, useState } from 'react';
import { useOnDemand } from '../lib/use-on-demand';

/**
 * A menu whose dropdown code (Mantine's Menu, Popover and floating-ui) is fetched on demand: until
 * then a placeholder that looks like the menu's button stands in its place. Reaching for it (pointer
 * over, focus) fetches the code; pressing it shows the real menu, opened (`openOnMount`).
 */
export function useMenuOnDemand<T>(load: () => Promise<T>) {
  const menu = useOnDemand(load);
  const [pressed, setPressed] = useState(false);
  const targetProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: menu.prefetch,
    onFocus: menu.prefetch,
    onClick: () => {
      setPressed(true);
      menu.show();
    },
  } as const;
  return { module: menu.module, openOnMount: pressed, targetProps };
}

/**
 * The real menu's state, for a menu that replaces the placeholder just pressed: it takes the focus
 * first (so closing the menu returns it there, as Mantine does), then opens as the press asked.
 * Pass `opened`/`onChange` to Menu and `target` to the button inside Menu.Target.
 */
export function useMenuOpenedOnMount(openOnMount: boolean) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const openAtMount = useRef(openOnMount);
  useEffect(() => {
    if (!openAtMount.current) return;
    target.current?.focus();
    setOpened(true);
  }, []);
  return { opened, onChange: setOpened, target };
}
