import { Center, Loader } from '@mantine/core';

/** Shown by route gates until the role and permissions are known. */
export function GateSpinner() {
  return (
    <Center mih="60vh">
      <Loader aria-label="Loading..." />
    </Center>
  );
}
