import { Text } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router';
import { when } from '../upload';
import {
  RosterUploadSummaryFragmentDoc,
  type RosterUploadSummaryFragment,
} from './RosterUploadSummary.generated';

/** The roster's file, aid year and loader, and its counts (with a link to the faulty rows). */
export function RosterUploadSummary({
  upload: ref,
}: {
  /** The roster upload as its query holds it (masked: the summary reads its fields from the cache). */
  upload: FragmentType<RosterUploadSummaryFragment>;
}) {
  const { data: u, complete } = useFragment({ fragment: RosterUploadSummaryFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <>
      <Text>
        {u.fileName} · aid year {u.aidYear} · loaded {when(u.createdAt)} by {u.uploadedBy ?? 'unknown'}
      </Text>
      <Text data-testid="upload-counts">
        {u.rowCount} rows: {u.matchedCount} matched, {u.proposedCount} to review, {u.unmatchedCount}{' '}
        unmatched, {u.errorCount} {u.errorCount === 1 ? 'fault' : 'faults'}
        {u.errorCount > 0 && (
          <>
            {' '}
            (<Link to={`/studentRepoErrorDetails/${u.id}`}>faulty rows</Link>)
          </>
        )}
        ; {u.processedCount} placed in verification groups.
      </Text>
    </>
  );
}
