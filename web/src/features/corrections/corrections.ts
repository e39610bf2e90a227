import type { CorrectionStatus } from '../../__generated__/graphql';
import { formatAidYear } from '../schools/aidYear';
import { saveFile } from '../../shared/download';

/** An aid year as staff read it: 2025 is '2024-2025'. */
export const aidYearText = formatAidYear;

export const STATUS_LABEL: Record<CorrectionStatus, string> = {
  PENDING: 'Waiting',
  EXPORTED: 'Exported',
  CANCELLED: 'Withdrawn',
};
export const STATUS_COLOR: Record<CorrectionStatus, string> = {
  PENDING: 'orange',
  EXPORTED: 'green',
  CANCELLED: 'gray',
};

/** What a correction changes, for a table cell: blank values read as such. */
export const shown = (value: string) => (value === '' ? '(blank)' : value);

/** Saves a correction file the gateway returned. */
export const saveCorrectionFile = (file: { fileName: string; contentType: string; contentBase64: string }) =>
  saveFile(file);
