import { Anchor, Image, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

export interface SchoolBrandProps {
  /** The school's name. */
  schoolName: string;
  /** Base64 logo (data URL), or null to show the name. */
  schoolLogo: string | null;
}

export const LOGO_FAILURE = 'Logo could not be downloaded';

/** The school's logo (or name) linking to the staff home. A logo that fails to load leaves the name, titled with why. */
export function SchoolBrand({ schoolName, schoolLogo }: SchoolBrandProps) {
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logoFailed = schoolLogo !== null && failedLogo === schoolLogo;
  return (
    <Anchor component={Link} to="/welcome" underline="never" aria-label={`${schoolName}, staff home`}>
      {schoolLogo && !logoFailed ? (
        <Image
          src={schoolLogo}
          alt={schoolName}
          h={40}
          w="auto"
          fit="contain"
          onError={() => {
            console.warn(LOGO_FAILURE, schoolName);
            setFailedLogo(schoolLogo);
          }}
        />
      ) : (
        <Text fw={700} size="lg" c="blue.8" title={logoFailed ? LOGO_FAILURE : undefined}>
          {schoolName}
        </Text>
      )}
    </Anchor>
  );
}
