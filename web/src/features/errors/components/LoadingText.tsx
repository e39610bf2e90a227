import { Center, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** What a screen shows while its data loads; marked busy, so assistive technology (and the browser suite) know in any language. */
export function LoadingText() {
  return (
    <Center p="xl" aria-busy="true">
      <Text role="status">
        <Trans>Loading...</Trans>
      </Text>
    </Center>
  );
}
