import { Button, Group } from '@mantine/core';
import type { DocumentNode } from 'graphql';
import { ProcessorBinderDocument, SignaturePageDocument } from '../graphql/binders.generated';
import { useFileDownload } from '../hooks/useFileDownload';

interface BinderDownloadButtonsProps {
  /** The student's uuid. */
  uuid: string;
  /** Whether the student is dependent (the parent's pages are offered too). */
  hasParent: boolean;
}

/** Downloads the ink signature pages and the processor documents binders, the student's and the parent's. */
export function BinderDownloadButtons({ uuid, hasParent }: BinderDownloadButtonsProps) {
  const download = useFileDownload();
  const get = (query: DocumentNode, forParent: boolean) =>
    void download(query, { uuid, forParent }, 'Download failed');
  return (
    <Group>
      <Button size="xs" variant="default" onClick={() => get(SignaturePageDocument, false)}>
        Student signature page
      </Button>
      {hasParent && (
        <Button size="xs" variant="default" onClick={() => get(SignaturePageDocument, true)}>
          Parent signature page
        </Button>
      )}
      <Button size="xs" variant="default" onClick={() => get(ProcessorBinderDocument, false)}>
        Student documents (PDF)
      </Button>
      {hasParent && (
        <Button size="xs" variant="default" onClick={() => get(ProcessorBinderDocument, true)}>
          Parent documents (PDF)
        </Button>
      )}
    </Group>
  );
}
