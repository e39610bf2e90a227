import { Button, Code, Table, Text } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ApiTokenRowFragmentDoc, type ApiTokenRowFragment } from './ApiTokenRow.generated';

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');

/** One API token: name and hint, school, role, access, dates, status, and Revoke while it is active. */
export function ApiTokenRow({
  token: ref,
  revoking,
  onRevoke,
}: {
  /** The token as the tokens query holds it (masked: the row reads its fields from the cache). */
  token: FragmentType<ApiTokenRowFragment>;
  /** A revocation is on its way. */
  revoking: boolean;
  /** Revokes the token (its uuid and name). */
  onRevoke: (uuid: string, name: string) => Promise<void>;
}) {
  const { data: t, complete } = useFragment({ fragment: ApiTokenRowFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Table.Tr>
      <Table.Td>
        {t.name} <Code>{t.hint}…</Code>
      </Table.Td>
      <Table.Td>{t.schoolName}</Table.Td>
      <Table.Td>{t.role}</Table.Td>
      <Table.Td>{t.readOnly ? 'Read-only' : 'Read and write'}</Table.Td>
      <Table.Td>{day(t.expiresAt)}</Table.Td>
      <Table.Td>{day(t.lastUsedAt)}</Table.Td>
      <Table.Td>
        <Text span fw={t.status === 'ACTIVE' ? 700 : 400}>
          {t.status.toLowerCase()}
        </Text>
      </Table.Td>
      <Table.Td>
        {t.status === 'ACTIVE' && (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={revoking}
            aria-label={`Revoke ${t.name}`}
            onClick={() => void onRevoke(t.uuid, t.name)}
          >
            Revoke
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
