import { Group, Stack, Text } from '@mantine/core';
import type { IsirUploadQuery } from '../graphql/isir.generated';
import { StatusBadge, UploadCounts } from './UploadCounts';

interface IsirUploadSummaryProps {
  /** The ISIR file's upload: name, state, counts and warnings. */
  upload: NonNullable<IsirUploadQuery['isirUpload']>;
}

/** An ISIR file's name, state and counts, and its warnings folded away. */
export function IsirUploadSummary({ upload: u }: IsirUploadSummaryProps) {
  return (
    <Stack gap="xs">
      <Group>
        <Text fw={600}>{u.fileName}</Text>
        <StatusBadge status={u.status} />
      </Group>
      <UploadCounts upload={u} />
      {u.warnings.length > 0 && (
        <details>
          <summary>Warnings ({u.warningCount})</summary>
          <ul>
            {u.warnings.map((w, i) => (
              <li key={i}>
                Line {w.line}, field {w.field ?? ''} {w.name}: {w.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Stack>
  );
}
