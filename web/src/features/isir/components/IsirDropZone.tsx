import { Card, Text } from '@mantine/core';
import { useRef, useState } from 'react';

interface IsirDropZoneProps {
  /** The file chosen, if any. */
  file: File | null;
  /** Takes the file dropped or picked. */
  onChoose: (file: File | undefined | null) => void;
}

/** Where an ISIR file is dropped, or clicked to pick one. */
export function IsirDropZone({ file, onChoose: choose }: IsirDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Card
      withBorder
      padding="xl"
      role="button"
      tabIndex={0}
      onClick={() => input.current?.click()}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        choose(e.dataTransfer.files[0]);
      }}
      style={{
        borderStyle: 'dashed',
        cursor: 'pointer',
        background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Text ta="center">
        {file
          ? `${file.name} (${Math.ceil(file.size / 1024)} KB)`
          : 'Drop an ISIR file here, or click to choose one'}
      </Text>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="isir-file"
        accept=".txt,.dat,text/plain"
        onChange={(e) => choose(e.currentTarget.files?.[0])}
      />
    </Card>
  );
}
