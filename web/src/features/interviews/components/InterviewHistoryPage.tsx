import '../../../app/allStyles';
import { Alert, Anchor, Box, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { type InterviewReviewQuery, useInterviewReviewQuery } from '../graphql/interview.generated';
import { GateSpinner } from '../../errors/components/GateSpinner';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAuthStore } from '../../session/authStore';
import { studentLandingPath } from '../../session/landing';
import { downloadDocument, itemDocumentsZipPath } from '../documents';
import type { Question } from './QuestionField';
import { ITEM_STATUS } from '../itemStatus';
import { schoolText } from '../../../i18n/i18n';

/** Every document of the item in one zip (staff: with the office's documents of the item's side). */
function DownloadAll({
  item,
  saveAs,
  withOfficeDocuments,
}: {
  /** The task list item (uuid). */
  item: string;
  /** The file name to save. */
  saveAs: string;
  /** Staff: add the processor documents. */
  withOfficeDocuments: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        w="fit-content"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(!(await downloadDocument(itemDocumentsZipPath(item, withOfficeDocuments), saveAs)));
          setBusy(false);
        }}
      >
        {withOfficeDocuments ? (
          <Trans>Download all documents (with office documents)</Trans>
        ) : (
          <Trans>Download all documents</Trans>
        )}
      </Button>
      {failed && (
        <Text c="red" size="sm" role="alert">
          <Trans>Downloads failed</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The choices picked, each as the school worded it in the reader's language. */
function choicesPicked(q: Question, values: readonly string[], locale: string): ReactNode {
  if (values.length === 0) return '—';
  return values.map((v, i) => {
    const c = q.choices.find((choice) => choice.value === v);
    return (
      <Fragment key={v}>
        {i > 0 && ', '}
        {c ? schoolText(locale, c.label, c.labelSpanish) : v}
      </Fragment>
    );
  });
}

function answerText(q: Question, _: (d: MessageDescriptor) => string, locale: string): ReactNode {
  if (q.type === 'FILE_UPLOAD') return q.documents.length ? '' : _(msg`No document`);
  if (q.type === 'IDENTITY_VERIFICATION') return _(q.identityVerified ? msg`Confirmed` : msg`Not confirmed`);
  if (q.type === 'ACKNOWLEDGEMENT') return _(q.acknowledged ? msg`Agreed` : msg`Not agreed`);
  if (q.type === 'MULTIPLE_CHOICE') return choicesPicked(q, q.answerList, locale);
  if (q.type === 'CHOICE') return choicesPicked(q, q.answer ? [q.answer] : [], locale);
  return q.answer ?? '—';
}

/** One answered step: each question with its answer and its documents to download. */
function AnsweredStep({
  step,
}: {
  /** The step as the review reads it. */
  step: InterviewReviewQuery['interviewReview']['steps'][number];
}) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {schoolText(i18n.locale, step.title, step.titleSpanish)}
      </Title>
      <List spacing="xs" listStyleType="none">
        {step.questions.map((q) => (
          <List.Item key={q.id}>
            <Text size="sm" c="dimmed">
              {schoolText(i18n.locale, q.text, q.textSpanish)}
            </Text>
            <Text>{answerText(q, (d) => i18n._(d), i18n.locale)}</Text>
            {q.documents.map((d) => (
              <Anchor
                key={d.fileId}
                component="button"
                type="button"
                onClick={() => void downloadDocument(d.downloadPath, `${d.versionId} ${d.fileName}`)}
              >
                {d.fileName}
              </Anchor>
            ))}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * /InterviewHistory/{uuid}/{item}: the answered interview, printable, without header and footer.
 * Staff of the school read any; a student or parent only their own uuid (others go back to their page).
 */
export function InterviewHistoryPage() {
  const { t, i18n } = useLingui();
  const { uuid = '', studentInterviewLinkUUID = '' } = useParams();
  const status = useAuthStore((s) => s.status);
  const viewer = useAuthStore((s) => s.viewer);
  const skip = !viewer || (!viewer.isStaff && viewer.uuid !== uuid);
  const { data, loading, error } = useInterviewReviewQuery({
    variables: { item: studentInterviewLinkUUID },
    skip,
  });
  if (status === 'pending' || status === 'signingOut') return <GateSpinner />;
  if (!viewer) return <Navigate to="/login" replace />;
  if (!viewer.isStaff && viewer.uuid !== uuid) return <Navigate to={studentLandingPath(viewer)} replace />;
  return (
    <Box component="main" p="md" maw={820} mx="auto">
      {loading ? (
        <LoadingText />
      ) : error || !data ? (
        <Alert color="red" role="alert">
          <Trans>No response from fetch interview links history</Trans>
        </Alert>
      ) : (
        <Stack gap="md">
          <Title order={1}>
            {schoolText(
              i18n.locale,
              data.interviewReview.interviewName,
              data.interviewReview.interviewNameSpanish,
            )}
          </Title>
          <Text>
            <Trans>Status: {i18n._(ITEM_STATUS[data.interviewReview.item.status])}</Trans>
            {data.interviewReview.item.signedName
              ? ` — ${t`signed by ${data.interviewReview.item.signedName}`}`
              : ''}
          </Text>
          {(viewer.isStaff ||
            data.interviewReview.steps.some((st) => st.questions.some((q) => q.documents.length > 0))) && (
            <DownloadAll
              item={studentInterviewLinkUUID}
              withOfficeDocuments={viewer.isStaff}
              saveAs={`${data.interviewReview.item.interviewType.typeCode} ${data.interviewReview.item.aidYear - 1}-${data.interviewReview.item.aidYear} documents.zip`}
            />
          )}
          {data.interviewReview.steps.length === 0 && (
            <Text c="dimmed">
              <Trans>Nothing has been answered yet.</Trans>
            </Text>
          )}
          {data.interviewReview.steps.map((step) => (
            <AnsweredStep key={step.id} step={step} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
