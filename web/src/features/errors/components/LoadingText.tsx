import { Center, Text } from '@mantine/core';

/** What a screen shows while its data loads. */
export function LoadingText() {
  return (
    <Center p="xl">
      <Text role="status">Loading...</Text>
    </Center>
  );
}
