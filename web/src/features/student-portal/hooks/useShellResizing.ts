import { useEffect, useRef } from 'react';

/**
 * The shell's element, marked `data-resizing` while the window is being resized (and 200 ms after): as AppShell, the
 * sidebar and the page then jump to place instead of sliding.
 */
export function useShellResizing() {
  const shell = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // As AppShell: while the window is being resized the sidebar and the page jump to place instead of sliding.
    let settled = -1;
    const onResize = () => {
      shell.current?.setAttribute('data-resizing', '');
      window.clearTimeout(settled);
      settled = window.setTimeout(() => shell.current?.removeAttribute('data-resizing'), 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(settled);
    };
  }, []);
  return shell;
}
