import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Shown by route gates until the role and permissions are known. */
export function GateSpinner() {
  const { t } = useLingui();
  return (
    <Center mih="60vh">
      <Loader aria-label={t`Loading...`} />
    </Center>
  );
}
