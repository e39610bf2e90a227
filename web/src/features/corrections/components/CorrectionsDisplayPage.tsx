import {
  Alert,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PermissionGate } from '../../access/components/PermissionGate';
import { ForbiddenPage } from '../../errors/components/ForbiddenPage';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  useDisplayCorrectionFileMutation,
  type DisplayCorrectionFileMutation,
} from '../graphql/correctionsDisplay.generated';

type Line = DisplayCorrectionFileMutation['displayCorrectionFile']['lines'][number];
type Field = Line['fields'][number];

/** The values of a line's corrections, by entry: the reader may try other values; nothing is sent. */
type LineValues = Record<string, string>;

/** One correction: a dropdown for an enumerated field (with 'Blank on ISIR'), a text box otherwise. */
function CorrectionField({
  field,
  form,
}: {
  /** The correction as the file holds it. */
  field: Field;
  /** The line's values. */
  form: UseFormReturnType<LineValues>;
}) {
  const label = `${field.displayName} (${field.attributeName}, field ${field.cpsNumber})`;
  const input = form.getInputProps(String(field.entry));
  if (field.options)
    return (
      <Select
        label={label}
        data={field.options.map((o) => ({ value: o.code, label: o.label }))}
        {...input}
        allowDeselect={false}
      />
    );
  return <TextInput label={label} {...input} />;
}

/** A correction record: who it is for, then its corrections. */
function CorrectionLine({ line }: { line: Line }) {
  const form = useForm<LineValues>({
    mode: 'controlled',
    initialValues: Object.fromEntries(line.fields.map((f) => [String(f.entry), f.value])),
  });
  if (line.error)
    return (
      <Alert color="red" role="alert" title="This line cannot be read">
        {line.error}
      </Alert>
    );
  const identity: [string, string][] = [
    ['Aid year layout', line.layoutName ?? ''],
    ['Transaction UUID', line.transactionUuid],
    ['Federal school code', line.schoolCode],
    ['SSN', line.ssn],
    ['First name', line.firstName],
    ['Middle name', line.middleName],
    ['Last name', line.lastName],
    ['Suffix', line.suffix],
    ['Date of birth', line.dateOfBirth],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {identity.map(([label, value]) => (
          <TextInput key={label} label={label} value={value} readOnly />
        ))}
      </SimpleGrid>
      <Title order={2} size="h5">
        Corrections ({line.fields.length})
      </Title>
      {line.fields.length === 0 ? (
        <Text>This record holds no corrections.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {line.fields.map((f) => (
            <CorrectionField key={f.entry} field={f} form={form} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** /CorrectionsDisplay: a template file of ISIR correction records, one tab per line, fields by the layout's names. */
function CorrectionsDisplayPageScreen() {
  const form = useForm({ mode: 'controlled', initialValues: { file: null as File | null } });
  const file = form.values.file;
  const [display, { data, loading, error }] = useDisplayCorrectionFileMutation();
  const answer = data?.displayCorrectionFile;
  // The file is read as soon as it is chosen: there is nothing else to fill in.
  const choose = async (chosen: File | null) => {
    form.setFieldValue('file', chosen);
    if (!chosen) return;
    await display({ variables: { fileName: chosen.name, content: await chosen.text() } });
  };
  return (
    <Stack gap="md">
      <Title order={1}>Corrections Display</Title>
      <Text>
        Choose a correction file (FSA ISIR correction records; the first and last lines, the SAIG header and
        trailer, are skipped) to see each record field by field.
      </Text>
      <Group>
        <FileInput
          label="Correction file"
          placeholder="Choose a file"
          {...form.getInputProps('file')}
          onChange={(f) => void choose(f)}
          w={360}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        />
      </Group>
      {loading && <Text>Reading the file...</Text>}
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {answer && !answer.ok && (
        <Alert color="red" role="alert">
          {answer.error?.message}
        </Alert>
      )}
      {answer?.ok && answer.lines.length > 0 && (
        <Tabs defaultValue={`line-${answer.lines[0]!.lineNumber}`} key={file?.name ?? ''}>
          <Tabs.List>
            {answer.lines.map((l) => (
              <Tabs.Tab key={l.lineNumber} value={`line-${l.lineNumber}`} color={l.error ? 'red' : undefined}>
                Corrections Line {l.lineNumber}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {answer.lines.map((l) => (
            <Tabs.Panel key={l.lineNumber} value={`line-${l.lineNumber}`} pt="md">
              <CorrectionLine line={l} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

/** {@link CorrectionsDisplayPageScreen} for a role with CORRECTIONS_LIST_VIEW; the 403 screen otherwise. */
export function CorrectionsDisplayPage() {
  return (
    <PermissionGate permission="CORRECTIONS_LIST_VIEW" fallback={<ForbiddenPage />}>
      <CorrectionsDisplayPageScreen />
    </PermissionGate>
  );
}
