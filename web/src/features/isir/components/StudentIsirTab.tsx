import { Alert, Badge, Group, Select, Stack, Switch, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useStudentIsirQuery, type StudentIsirQuery } from '../graphql/isir.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { formatAidYear } from '../../schools/aidYear';

type View = NonNullable<StudentIsirQuery['studentIsir']['current']>;
type Field = View['tabs'][number]['groups'][number]['fields'][number];

/**
 * An ISIR date (CCYYMMDD, e.g. a date of birth "20050201") as a date ("02/01/2005"); other values as they are.
 * Only fields named as dates, and only values that are real calendar dates, are read that way.
 */
export function isirValueAsShown(displayName: string, value: string | null): string {
  const m = value && /date|birth/i.test(displayName) ? /^(\d{4})(\d{2})(\d{2})$/.exec(value) : null;
  if (!m) return value ?? '';
  const [, y, mo, d] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return day.getUTCMonth() === Number(mo) - 1 && day.getUTCDate() === Number(d) ? `${mo}/${d}/${y}` : value!;
}

const shown = (f: Field | undefined) => {
  if (!f) return '';
  const value = isirValueAsShown(f.displayName, f.value);
  return f.label ? `${value} – ${f.label}` : value;
};

function Flags({ field }: { field: Field }) {
  return (
    <>
      {field.corrected && (
        <Badge size="xs" color="orange" ml={4} title="Corrected on this transaction">
          Corrected
        </Badge>
      )}
      {field.highlighted && (
        <Badge size="xs" color="yellow" ml={4} title="Highlighted by FSA">
          Highlighted
        </Badge>
      )}
    </>
  );
}

/** The tabs of one transaction, optionally beside another (side-by-side compare, differences marked). */
function TransactionTabs({ view, other }: { view: View; other?: View }) {
  const otherFields = new Map(
    other?.tabs.flatMap((t) => t.groups.flatMap((g) => g.fields.map((f) => [f.attributeName, f] as const))) ??
      [],
  );
  return (
    <Tabs defaultValue={view.tabs[0]?.name} keepMounted={false}>
      <Tabs.List>
        {view.tabs.map((t) => (
          <Tabs.Tab key={t.name} value={t.name}>
            {t.name}
            {t.fti ? ' (FTI)' : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {view.tabs.map((t) => (
        <Tabs.Panel key={t.name} value={t.name} pt="sm">
          {t.marking && (
            <Alert color="dark" mb="sm" title={t.marking}>
              Federal tax information: controlled unclassified information ({t.marking}). Do not copy or
              disclose it.
            </Alert>
          )}
          {t.groups.map((g) => (
            <Stack key={g.name} gap={4} mb="md">
              <Title order={2} size="h5">
                {g.name}
                {g.marking ? ` — ${g.marking}` : ''}
              </Title>
              {g.fti && g.fields.length === 0 ? (
                <Text size="sm">
                  Federal tax information is hidden: your role does not have the FTI permission.
                </Text>
              ) : (
                <Table withTableBorder striped aria-label={g.name}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>Field</Table.Th>
                      <Table.Th>Transaction {view.transactionNumber}</Table.Th>
                      {other && <Table.Th>Transaction {other.transactionNumber}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {g.fields.map((f) => {
                      const o = otherFields.get(f.attributeName);
                      const differs = other && shown(o) !== shown(f);
                      return (
                        <Table.Tr
                          key={f.attributeName}
                          bg={differs ? 'var(--mantine-color-yellow-1)' : undefined}
                          data-differs={differs || undefined}
                        >
                          <Table.Td>{f.cpsNumber}</Table.Td>
                          <Table.Td>{f.displayName}</Table.Td>
                          <Table.Td>
                            {shown(f)}
                            <Flags field={f} />
                          </Table.Td>
                          {other && (
                            <Table.Td>
                              {shown(o)}
                              {o && <Flags field={o} />}
                            </Table.Td>
                          )}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          ))}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The ISIR tab of StudentView (/StudentView/{uuid}/isir): the current transaction, a picker, and a compare. */
export function StudentIsirTab({ uuid }: { uuid: string }) {
  const { aidYear } = useAidYear();
  const [transactionId, setTransactionId] = useState<number | null>(null);
  const [compareId, setCompareId] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  const year = aidYear ?? 0;
  const main = useStudentIsirQuery({
    variables: { uuid, aidYear: year, transactionId },
    skip: !aidYear || !uuid,
  });
  const second = useStudentIsirQuery({
    variables: { uuid, aidYear: year, transactionId: compareId },
    skip: !comparing || !compareId,
  });
  if (!aidYear) return <LoadingText />;
  if (main.loading && !main.data) return <LoadingText />;
  if (main.error) {
    return (
      <Alert color="red" role="alert">
        {main.error.message}
      </Alert>
    );
  }
  const isir = main.data!.studentIsir;
  const options = isir.transactions.map((t) => ({
    value: String(t.id),
    label: `Transaction ${t.transactionNumber ?? '?'}${t.transactionProcessDate ? ` (${t.transactionProcessDate})` : ''}${t.isCurrent ? ' – current' : ''}`,
  }));
  return (
    <Stack gap="md">
      {/* Under the student's name (the page's h1) and the tab bar: the tab's own heading. */}
      <Title order={2} size="h3">
        ISIR {formatAidYear(aidYear)}
      </Title>
      {!isir.current ? (
        <Text>No ISIR for this student in {formatAidYear(aidYear)}.</Text>
      ) : (
        <>
          <Group align="end">
            <Select
              label="Transaction"
              data={options}
              value={String(isir.current.id)}
              onChange={(v) => setTransactionId(v ? Number(v) : null)}
              allowDeselect={false}
            />
            {options.length > 1 && (
              <Switch
                label="Compare with another transaction"
                checked={comparing}
                onChange={(e) => setComparing(e.currentTarget.checked)}
              />
            )}
            {comparing && (
              <Select
                label="Compare with"
                data={options.filter((o) => o.value !== String(isir.current!.id))}
                value={compareId ? String(compareId) : null}
                onChange={(v) => setCompareId(v ? Number(v) : null)}
                placeholder="Choose a transaction"
              />
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Layout {isir.current.layoutName}.{' '}
            {isir.ftiAllowed ? '' : 'Federal tax information is hidden for your role.'}
          </Text>
          <TransactionTabs
            view={isir.current}
            other={
              comparing && second.data?.studentIsir.current ? second.data.studentIsir.current : undefined
            }
          />
        </>
      )}
    </Stack>
  );
}
