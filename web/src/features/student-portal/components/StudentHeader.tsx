import { Burger, Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLogout } from '@tabler/icons-react';
import { LanguageSwitch } from '../../language/components/LanguageSwitch';
import { SkipToMainContent } from '../../layout/components/SkipToMainContent';
import classes from './StudentLayout.module.css';

// The react-remove-scroll class Mantine's AppShell puts on its header: while a dialog locks the page's scrolling,
// the header keeps clear of the scrollbar's gap as the page does.
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

/** The student chrome's header: the menu button (phones), the student's name, the language switch and Log Out. */
export function StudentHeader({
  name,
  menuOpen,
  onToggleMenu,
  onLogout,
}: {
  /** The name shown: the student's ('Parent of: …' for a parent), else the viewer's own. */
  name: string;
  /** Whether the menu is open (phones). */
  menuOpen: boolean;
  /** Opens or closes the menu. */
  onToggleMenu: () => void;
  /** Signs out. */
  onLogout: () => void;
}) {
  const { t } = useLingui();
  return (
    <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
      <SkipToMainContent />
      <Group justify="space-between" h="100%" wrap="nowrap">
        {/* On a phone a long name gives way ("Parent of: Jordan Riv…"), never the Log Out button. */}
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={menuOpen}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={t`Open menu`}
          />
          <Text fw={600} size="lg" data-testid="student-name" truncate="end">
            {name}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <LanguageSwitch />
          <Button variant="subtle" leftSection={<IconLogout size={16} />} onClick={onLogout}>
            <Trans>Log Out</Trans>
          </Button>
        </Group>
      </Group>
    </header>
  );
}
