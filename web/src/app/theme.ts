import { createTheme } from '@mantine/core';

// Breakpoints of SPEC §9 (xs 0, sm 600, md 900, lg 1200, xl 1536 px), in em as Mantine expects.
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links on white at 4.5:1 or more (WCAG AA); Mantine's default 6 does not.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  // Dialogs' close buttons are icons: give them a name (axe button-name). Their header is a <div>: a <header> in a
  // role="dialog" section counts as a second page banner (axe landmark-no-duplicate-banner). Plain objects, not
  // Modal.extend(), so the theme does not pull the dialog code into the first download.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    ModalHeader: { defaultProps: { component: 'div' } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
  breakpoints: {
    xs: '0em',
    sm: '37.5em',
    md: '56.25em',
    lg: '75em',
    xl: '96em',
  },
});
