import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import type { CurrentSchool } from '../../schools/hooks/useCurrentSchool';

/** The school's logo, and its upload, download and remove buttons. */
export function SchoolLogoSection({
  school,
  mayEdit,
  onLogo,
  onRemove,
}: {
  /** The school whose logo is shown. */
  school: CurrentSchool;
  /** Whether the viewer may change the school's settings. */
  mayEdit: boolean;
  /** Checks and saves a chosen logo file. */
  onLogo: (file: File | null) => void;
  /** Removes the logo. */
  onRemove: () => void;
}) {
  return (
    <Stack gap="xs">
      <Text fw={500}>Logo</Text>
      {school.schoolLogo ? (
        <Image src={school.schoolLogo} alt={`${school.schoolName} logo`} maw={240} />
      ) : (
        <Text c="dimmed">No logo</Text>
      )}
      <Group>
        {mayEdit && (
          <FileButton onChange={onLogo} accept="image/png,image/jpeg,image/gif">
            {(props) => (
              <Button variant="light" {...props}>
                Upload logo
              </Button>
            )}
          </FileButton>
        )}
        {school.schoolLogo && (
          <Button
            component="a"
            variant="subtle"
            href={school.schoolLogo}
            download={`${school.schoolCode}-logo`}
          >
            Download logo
          </Button>
        )}
        {mayEdit && school.schoolLogo && (
          <Button variant="subtle" color="red" onClick={onRemove}>
            Remove logo
          </Button>
        )}
      </Group>
    </Stack>
  );
}
