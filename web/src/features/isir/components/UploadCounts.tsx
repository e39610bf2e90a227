import { Badge, SimpleGrid, Text } from '@mantine/core';
import type { UploadCountsFragment } from './UploadCounts.generated';

const STATUS_COLOR: Record<string, string> = {
  IMPORTED: 'green',
  FAILED: 'red',
  QUEUED: 'gray',
  RUNNING: 'blue',
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge color={STATUS_COLOR[status] ?? 'gray'}>{status}</Badge>;
}

/** The counts of one file's import, as the upload result and the log show them. */
export function UploadCounts({
  upload,
}: {
  /** The import's counts, from any answer that spreads UploadCounts unmasked (not only its own fragment's). */
  upload: Omit<UploadCountsFragment, ' $fragmentName'>;
}) {
  const items: [string, number][] = [
    ['Records', upload.recordCount],
    ['Imported', upload.importedCount],
    ['Already imported', upload.duplicateCount],
    ['New students', upload.newStudentCount],
    ['Updated students', upload.updatedStudentCount],
    ['Selected for verification', upload.selectedCount],
    ['Warnings', upload.warningCount],
    ['Errors', upload.errorCount],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" aria-label="Import counts">
      {items.map(([label, n]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600} data-testid={`count-${label}`}>
            {n}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
