import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { PermissionGate } from '../../access/components/PermissionGate';
import { runAction } from '../../alerts/outcome';
import { formatAidYear } from '../../schools/aidYear';
import { useResolveCommentCodeMutation } from '../graphql/records.generated';
import { CommentCodeMeaning } from './CommentCodeMeaning';
import type { VerificationStudent } from './VerificationPanels';

interface CommentCodesTableProps {
  /** The ISIR's comment codes (those not to display are left out). */
  codes: VerificationStudent['commentCodes'];
}

/** The ISIR's comment codes with their meaning and state, each resolved or reopened by staff. */
export function CommentCodesTable({ codes }: CommentCodesTableProps) {
  // The code comes back resolved by id; the counts of unresolved codes and readiness for review are derived.
  const [resolve] = useResolveCommentCodeMutation({ refetchQueries: ['StudentVerification'] });
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Code</Table.Th>
          <Table.Th>Aid year</Table.Th>
          <Table.Th>Meaning</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {codes
          .filter((c) => c.display)
          .map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.code}</Table.Td>
              <Table.Td>{formatAidYear(c.aidYear)}</Table.Td>
              <Table.Td>
                {c.description || (
                  <Text span c="dimmed" size="sm">
                    no description set
                  </Text>
                )}
                {!c.onCurrentIsir && (
                  <Badge ml="xs" size="xs" color="gray">
                    not on the current ISIR
                  </Badge>
                )}
                <PermissionGate permission="SETTINGS_VIEW">
                  <CommentCodeMeaning
                    aidYear={c.aidYear}
                    code={c.code}
                    description={c.description}
                    display={c.display}
                  />
                </PermissionGate>
              </Table.Td>
              <Table.Td>{c.resolved ? `Resolved by ${c.resolvedBy}` : 'Open'}</Table.Td>
              <Table.Td>
                <PermissionGate permission="STUDENT_EDIT">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() =>
                      void runAction(
                        async () =>
                          (await resolve({ variables: { id: c.id, resolved: !c.resolved } })).data
                            ?.resolveCommentCode,
                        'Update failed',
                        'Successful Update',
                      )
                    }
                  >
                    {c.resolved ? 'Reopen' : `Resolve ${c.code}`}
                  </Button>
                </PermissionGate>
              </Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
