import { Alert, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useApiTokensQuery,
  useRevokeApiTokenMutation,
  type ApiTokensQuery,
} from '../graphql/apiTokens.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { NewApiTokenForm } from './NewApiTokenForm';
import { ApiTokenRow } from './ApiTokenRow';

/** The staff member's API tokens for reporting scripts: make one (its secret shown once), see them, revoke them. */
export function ApiTokensPanel() {
  const { data, loading, error, refetch } = useApiTokensQuery({ fetchPolicy: 'network-only' });
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (loading && !data) return <LoadingText />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve your API tokens'}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="api-tokens-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="api-tokens-title">
          API tokens
        </Title>
        <Text size="sm">
          Reporting scripts send a token as <Code>Authorization: Bearer avt_…</Code> to /graphql. A token acts
          as you, at one school, with a role no stronger than yours; every use is in the administrative
          activity log.
        </Text>
        {secret && (
          <Alert
            color="blue"
            role="status"
            title={`Copy the secret of '${secret.name}' now: it is not shown again`}
            withCloseButton
            onClose={() => setSecret(null)}
            closeButtonLabel="I have copied it"
          >
            <Code block data-testid="api-token-secret">
              {secret.value}
            </Code>
          </Alert>
        )}
        {message && (
          <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        <NewApiTokenForm
          options={data.apiTokenOptions}
          onCreated={async (name, value) => {
            setSecret({ name, value });
            setMessage(null);
            await refetch();
          }}
        />
        <TokenTable
          tokens={data.apiTokens}
          onRevoked={async (text, ok) => {
            setMessage({ ok, text });
            await refetch();
          }}
        />
      </Stack>
    </Paper>
  );
}

function TokenTable({
  tokens,
  onRevoked,
}: {
  /** Newest first. */ tokens: ApiTokensQuery['apiTokens'];
  /** After a revocation (or its failure). */ onRevoked: (message: string, ok: boolean) => Promise<void>;
}) {
  const [revoke, { loading }] = useRevokeApiTokenMutation();
  const revokeToken = async (uuid: string, name: string) => {
    const { data } = await revoke({ variables: { uuid } }).catch(() => ({
      data: null,
    }));
    const answer = data?.revokeApiToken;
    await onRevoked(
      answer?.ok ? `'${name}' was revoked` : (answer?.error?.message ?? 'The token was not revoked'),
      Boolean(answer?.ok),
    );
  };
  if (!tokens.length) return <Text>You have no API tokens yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped aria-label="Your API tokens">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>School</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((t) => (
            <ApiTokenRow key={t.uuid} token={t} revoking={loading} onRevoke={revokeToken} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
