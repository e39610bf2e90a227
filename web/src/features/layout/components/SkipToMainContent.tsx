import { Anchor } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import classes from './SkipToMainContent.module.css';

export const MAIN_CONTENT_ID = 'main-content';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves focus to the first control of the main area (or the area itself when it has none). */
export function focusMainContent(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  const first = main.querySelector<HTMLElement>(FOCUSABLE);
  (first ?? main).focus();
}

/** First tab stop of the page: hidden until focused, it skips the header. */
export function SkipToMainContent() {
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skip}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent();
      }}
    >
      <Trans>Skip to main content</Trans>
    </Anchor>
  );
}
