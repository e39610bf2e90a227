import { Badge, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSwitchSchool } from '../../schools/hooks/useSwitchSchool';
import { useViewer } from '../../session/authStore';
import { HostAvailability } from './HostAvailability';

/**
 * /adminRoleChangePage: the signed-in person's role in each of their schools; acting in another school switches
 * the session to that school's role. Hidden on the hosts the installation configures.
 */
export function AdminRoleChangePage() {
  const viewer = useViewer();
  const { switchTo, switching } = useSwitchSchool();
  if (!viewer) return null;
  return (
    <HostAvailability path="/adminRoleChangePage">
      <Stack gap="md" maw={640}>
        <Title order={1}>Admin Role Change</Title>
        <Text component="div">
          You act as <Badge>{viewer.role}</Badge> in{' '}
          {viewer.schools.find((s) => s.schoolCode === viewer.schoolCode)?.schoolName ?? viewer.schoolCode}.
        </Text>
        <Table withTableBorder aria-label="Your roles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>School</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>
                <VisuallyHidden>Current school</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {viewer.schools.map((s) => (
              <Table.Tr key={s.schoolCode}>
                <Table.Td>{s.schoolName}</Table.Td>
                <Table.Td>{s.role}</Table.Td>
                <Table.Td>
                  {s.schoolCode === viewer.schoolCode ? (
                    <Badge color="green">current</Badge>
                  ) : (
                    <Button
                      size="xs"
                      loading={switching}
                      onClick={() => switchTo(s.schoolCode, { navigateTo: '/welcome' })}
                    >
                      Act as {s.role}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </HostAvailability>
  );
}
