import { Alert, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useInterviewBuilderAvailableQuery,
  useInterviewTemplateQuery,
  useInterviewTemplatesQuery,
} from '../graphql/builder.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { TemplateOutline } from './TemplateOutline';
import { AddChoiceSection } from './builder/AddChoiceSection';
import { AddEventSection } from './builder/AddEventSection';
import { AddQuestionSection } from './builder/AddQuestionSection';
import { AddStepSection } from './builder/AddStepSection';
import { NewTemplateSection } from './builder/NewTemplateSection';
import { NewTypeSection } from './builder/NewTypeSection';
import { TaskListNameSection, type InterviewTypeNames } from './builder/TaskListNameSection';
import { TemplateSection } from './builder/TemplateSection';

/** /InterviewCreation and /CRInterviewCreation: templates per aid year; their steps, questions, choices, branching and events added, edited, reordered and deleted. */
export function InterviewBuilderPage({ commentCode = false }: { commentCode?: boolean }) {
  const path = commentCode ? '/CRInterviewCreation' : '/InterviewCreation';
  const { data, loading } = useInterviewBuilderAvailableQuery({
    variables: { host: window.location.hostname, path },
  });
  if (loading && !data) return <LoadingText />;
  // Hidden on the hosts the installation lists (config item route.hiddenOnHosts:<path>).
  if (!data?.interviewBuilderAvailable) return <NotFoundPage inLayout />;
  return <Builder commentCode={commentCode} />;
}

function Builder({ commentCode }: { commentCode: boolean }) {
  const { aidYear } = useAidYear();
  const [selected, setSelected] = useState<number | null>(null);
  const { data, loading, refetch } = useInterviewTemplatesQuery({
    variables: { aidYear, commentCodeOnly: commentCode || null },
    skip: !aidYear,
    fetchPolicy: 'network-only',
  });
  if (!aidYear || (loading && !data)) return <LoadingText />;
  const types = data?.interviewTemplates ?? [];
  const options = types.flatMap((t) =>
    t.templates.map((tpl) => ({
      value: String(tpl.id),
      label: `${t.typeCode} — ${tpl.name} (revision ${tpl.revision})`,
    })),
  );
  return (
    <Stack gap="md">
      <Title order={1}>{commentCode ? 'Comment Code Interview Creation' : 'Interview Creation'}</Title>
      <Text c="dimmed">
        Aid year {formatAidYear(aidYear)}. Templates are shared by every school; one a student has started can
        no longer change.
      </Text>
      <Select
        label="Template"
        placeholder="Choose a template"
        data={options}
        value={selected ? String(selected) : null}
        onChange={(v) => setSelected(v ? Number(v) : null)}
        searchable
        w={480}
        maw="100%"
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NewTemplateSection
          aidYear={aidYear}
          commentCode={commentCode}
          types={types.map((t) => ({ value: String(t.id), label: `${t.typeCode} — ${t.name}` }))}
          onCreated={async (id) => {
            await refetch();
            setSelected(id);
          }}
        />
        <NewTypeSection onCreated={() => void refetch()} />
      </SimpleGrid>
      {selected && (
        <TemplateEditor
          id={selected}
          types={types}
          onTypeChanged={refetch}
          onDeleted={async () => {
            setSelected(null);
            await refetch();
          }}
        />
      )}
    </Stack>
  );
}

function TemplateEditor({
  id,
  types,
  onTypeChanged,
  onDeleted,
}: {
  id: number;
  types: InterviewTypeNames[];
  onTypeChanged(): Promise<unknown>;
  onDeleted(): Promise<void>;
}) {
  const { data, loading, error, refetch } = useInterviewTemplateQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <LoadingText />;
  // The template's steps (with their questions) are what the editor searches for; without them it cannot edit.
  if (error)
    return (
      <Alert color="red" role="alert" title="Error">
        Interview step search failed: {error.message}
      </Alert>
    );
  const t = data?.interviewTemplate;
  if (!t) return null;
  const type = types.find((x) => x.id === t.interviewTypeId);
  const steps = t.steps.map((s) => ({ value: String(s.id), label: s.title }));
  const choiceQuestions = t.steps
    .flatMap((s) => s.questions)
    .filter((q) => q.questionType === 'CHOICE' || q.questionType === 'MULTIPLE_CHOICE')
    .map((q) => ({ value: String(q.id), label: q.text }));
  return (
    <Stack gap="md">
      <TemplateOutline template={t} onChanged={refetch} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {/* Keyed by the saved names: after a reload the fields show what was saved. */}
        <TemplateSection
          key={`${t.id}:${t.name}:${t.nameSpanish ?? ''}`}
          template={t}
          onChanged={refetch}
          onDeleted={onDeleted}
        />
        <AddStepSection templateId={t.id} onChanged={refetch} />
        <AddQuestionSection templateId={t.id} steps={steps} onChanged={refetch} />
        <AddChoiceSection questions={choiceQuestions} onChanged={refetch} />
        <AddEventSection templateId={t.id} onChanged={refetch} />
        {type && (
          <TaskListNameSection
            key={`${type.id}:${type.name}:${type.nameSpanish ?? ''}`}
            type={type}
            onTypeChanged={onTypeChanged}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
