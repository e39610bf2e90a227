import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useStudentVerificationQuery } from '../graphql/records.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { AutoVerifyPanel } from '../../auto-verify/components/AutoVerifyPanel';
import { CommentCodesTable } from './CommentCodesTable';
import {
  BiographicalInformationPanel,
  CrCodeHeadlinePanel,
  IsirChangesPanel,
  VerificationStatePanel,
} from './VerificationPanels';

/** Verification state, biographical information against the ISIR, and the ISIR's comment codes to resolve. */
export function VerificationTab({ uuid }: { uuid: string }) {
  const { aidYear } = useAidYear();
  const { data, loading, error } = useStudentVerificationQuery({
    variables: { uuid, aidYear: aidYear ?? 0 },
    skip: aidYear === null,
  });
  if (aidYear === null || (loading && !data)) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        {error.message}
      </Alert>
    );
  const student = data?.student;
  if (!student)
    return (
      <Alert color="red" role="alert" title="Error">
        No response from fetch bio info
      </Alert>
    );
  return (
    <Stack>
      <Title order={2} size="h3">
        Verification {formatAidYear(aidYear)}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <VerificationStatePanel state={student.verificationState} />
        <BiographicalInformationPanel uuid={uuid} bio={student.biographicalInformation} />
      </SimpleGrid>
      <AutoVerifyPanel uuid={uuid} aidYear={aidYear} />
      <CrCodeHeadlinePanel headline={student.crCodeHeadline} />
      {student.attributeHistory.length > 0 && <IsirChangesPanel changes={student.attributeHistory} />}
      <Title order={3} size="h4">
        Comment codes
      </Title>
      {student.commentCodes.length === 0 ? (
        <Text c="dimmed">The student's ISIR carries no comment codes.</Text>
      ) : (
        <CommentCodesTable codes={student.commentCodes} />
      )}
    </Stack>
  );
}
