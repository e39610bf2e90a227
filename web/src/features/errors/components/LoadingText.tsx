import { Center, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** What a screen shows while its data loads. */
export function LoadingText() {
  return (
    <Center p="xl">
      <Text role="status">
        <Trans>Loading...</Trans>
      </Text>
    </Center>
  );
}
