import { Paper, Radio, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

interface SignInCodeChannelCardProps {
  /** Where sign-in codes go now. */
  mfaOption: string;
  /** Whether a confirmed mobile number allows codes by text. */
  phoneConfirmed: boolean;
  /** Saves where sign-in codes go. */
  onChoose: (option: 'EMAIL' | 'SMS') => Promise<void>;
}

/** The choice of where sign-in codes are sent: e-mail, or text once a number is confirmed. */
export function SignInCodeChannelCard({ mfaOption, phoneConfirmed, onChoose }: SignInCodeChannelCardProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="md">
      <Radio.Group
        label={t`Send my sign-in codes by`}
        value={mfaOption}
        onChange={(v) => onChoose(v as 'EMAIL' | 'SMS')}
      >
        <Stack gap={6} mt={4}>
          <Radio value="EMAIL" label={t`E-mail`} />
          <Radio value="SMS" label={t`Text message`} disabled={!phoneConfirmed} />
        </Stack>
      </Radio.Group>
    </Paper>
  );
}
