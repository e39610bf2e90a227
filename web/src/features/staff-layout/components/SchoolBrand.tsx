import { Anchor, Image, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface SchoolBrandProps {
  /** The school's name. */
  schoolName: string;
  /** Base64 logo (data URL), or null to show the name. */
  schoolLogo: string | null;
}

/** The school's logo (or name) linking to the staff home. */
export function SchoolBrand({ schoolName, schoolLogo }: SchoolBrandProps) {
  return (
    <Anchor component={Link} to="/welcome" underline="never" aria-label={`${schoolName}, staff home`}>
      {schoolLogo ? (
        <Image src={schoolLogo} alt={schoolName} h={40} w="auto" fit="contain" />
      ) : (
        <Text fw={700} size="lg" c="blue.8">
          {schoolName}
        </Text>
      )}
    </Anchor>
  );
}
