import { List, Text } from '@mantine/core';
import { useSupportingDocumentsQuery } from '../graphql/documents.generated';

/** What the student or parent uploaded on one task list item (current versions), under the question it answers. */
export function SupportingDocuments({
  taskListItemId,
}: {
  /** The task list item (student interview link) id. */
  taskListItemId: number;
}) {
  const { data } = useSupportingDocumentsQuery({ variables: { taskListItemId } });
  const docs = data?.supportingDocuments ?? [];
  if (docs.length === 0) return null;
  return (
    <div aria-label="Uploaded documents">
      <Text size="sm" fw={500}>
        Uploaded documents
      </Text>
      <List size="sm">
        {docs.map((d) => (
          <List.Item key={d.id}>
            {d.fileName}{' '}
            <Text span size="xs" c="dimmed">
              ({Math.ceil(d.size / 1024)} KB, {new Date(d.createdAt).toLocaleDateString('en-US')}
              {d.questionText ? ` · ${d.questionText}` : ''})
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
