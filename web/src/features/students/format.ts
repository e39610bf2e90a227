/** SSN shown with only its last four digits: '***-**-1234'. */
export function maskedSsn(lastFour: string | null | undefined): string {
  return lastFour ? `***-**-${lastFour}` : '—';
}
