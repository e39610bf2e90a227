import {
  Alert,
  Button,
  Checkbox,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { InterviewQuestionType } from '../../../__generated__/graphql';
import {
  type BuilderResultFieldsFragment,
  useAddInterviewEventMutation,
  useAddInterviewQuestionMutation,
  useAddInterviewStepMutation,
  useAddInterviewTypeMutation,
  useAddQuestionChoiceMutation,
  useDeleteInterviewTemplateMutation,
  useInterviewBuilderAvailableQuery,
  useInterviewTemplateQuery,
  useInterviewTemplatesQuery,
  useSaveInterviewTemplateMutation,
  useUpdateInterviewTemplateMutation,
  useUpdateInterviewTypeMutation,
} from '../graphql/builder.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { formatAidYear } from '../../schools/aidYear';
import { QUESTION_TYPES } from './QuestionItem';
import { SpanishInput } from './SpanishInput';
import { TemplateOutline } from './TemplateOutline';
import { useAidYear } from '../../schools/hooks/useAidYear';

/** Shows the spec's success message, or its failure message; true on success. */
function announce(result: BuilderResultFieldsFragment | undefined, failure: string): boolean {
  if (result?.ok) {
    showAlert.success(result.message ?? 'Successful Update');
    return true;
  }
  showAlert.error(result?.error?.message ?? failure);
  return false;
}

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
        <NewTemplate
          aidYear={aidYear}
          commentCode={commentCode}
          types={types.map((t) => ({ value: String(t.id), label: `${t.typeCode} — ${t.name}` }))}
          onCreated={async (id) => {
            await refetch();
            setSelected(id);
          }}
        />
        <NewType onCreated={() => void refetch()} />
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

function Section({
  title,
  onSubmit,
  children,
  submit,
}: {
  title: string;
  onSubmit(): Promise<void>;
  children: ReactNode;
  submit: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={async (e: FormEvent) => {
        e.preventDefault();
        setBusy(true);
        await onSubmit().finally(() => setBusy(false));
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
        <Button type="submit" loading={busy} w="fit-content">
          {submit}
        </Button>
      </Stack>
    </Paper>
  );
}

function NewType({ onCreated }: { onCreated(): void }) {
  const [add] = useAddInterviewTypeMutation();
  const [typeCode, setTypeCode] = useState('');
  const [name, setName] = useState('');
  const [nameSpanish, setNameSpanish] = useState('');
  return (
    <Section
      title="New interview type"
      submit="Add type"
      onSubmit={async () => {
        const { data } = await add({
          variables: {
            typeCode: typeCode.trim().toUpperCase(),
            name: name.trim(),
            nameSpanish: nameSpanish.trim() || null,
          },
        }).catch(() => ({ data: null }));
        if (announce(data?.addInterviewType, 'There was a problem with submitting the interview type')) {
          setTypeCode('');
          setName('');
          setNameSpanish('');
          onCreated();
        }
      }}
    >
      <TextInput
        label="Type code"
        description="Up to 10 capital letters and digits"
        value={typeCode}
        onChange={(e) => setTypeCode(e.currentTarget.value)}
      />
      <TextInput label="Type name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <SpanishInput label="Type name (Spanish)" value={nameSpanish} onChange={setNameSpanish} />
    </Section>
  );
}

function NewTemplate({
  aidYear,
  commentCode,
  types,
  onCreated,
}: {
  aidYear: number;
  commentCode: boolean;
  types: { value: string; label: string }[];
  onCreated(id: number): Promise<void>;
}) {
  const [save] = useSaveInterviewTemplateMutation();
  const [typeId, setTypeId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameSpanish, setNameSpanish] = useState('');
  return (
    <Section
      title="New template"
      submit="Add template"
      onSubmit={async () => {
        if (!typeId)
          return void showAlert.error(
            'There was a problem with submitting the interview: choose an interview type',
          );
        const { data } = await save({
          variables: {
            input: {
              interviewTypeId: Number(typeId),
              aidYear,
              name: name.trim(),
              nameSpanish: nameSpanish.trim() || null,
              isCommentCode: commentCode,
            },
          },
        }).catch(() => ({ data: null }));
        if (
          announce(data?.saveInterviewTemplate, 'There was a problem with submitting the interview') &&
          data?.saveInterviewTemplate.id
        ) {
          setName('');
          setNameSpanish('');
          await onCreated(data.saveInterviewTemplate.id);
        }
      }}
    >
      <Select label="Interview type" data={types} value={typeId} onChange={setTypeId} />
      <TextInput label="Template name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <SpanishInput label="Template name (Spanish)" value={nameSpanish} onChange={setNameSpanish} />
    </Section>
  );
}

/** An interview type as the templates query lists it: its name is the task list's name for it. */
type InterviewTypeNames = { id: number; typeCode: string; name: string; nameSpanish?: string | null };

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
  const [update] = useUpdateInterviewTemplateMutation();
  const [remove] = useDeleteInterviewTemplateMutation();
  const [addStep] = useAddInterviewStepMutation();
  const [addQuestion] = useAddInterviewQuestionMutation();
  const [addChoice] = useAddQuestionChoiceMutation();
  const [addEvent] = useAddInterviewEventMutation();
  const [updateType] = useUpdateInterviewTypeMutation();
  const [name, setName] = useState<string | null>(null);
  const [nameSpanish, setNameSpanish] = useState<string | null>(null);
  const [typeNames, setTypeNames] = useState<{ name: string; nameSpanish: string } | null>(null);
  const [step, setStep] = useState({ stepKey: '', title: '', titleSpanish: '', defaultNextStepKey: '' });
  const [question, setQuestion] = useState({
    stepId: '',
    questionKey: '',
    questionType: 'TEXT' as InterviewQuestionType,
    text: '',
    textSpanish: '',
    required: true,
  });
  const [choice, setChoice] = useState({ questionId: '', value: '', label: '', labelSpanish: '' });
  const [event, setEvent] = useState({
    eventType: 'ON_SUBMIT',
    action: 'EMAIL_CONFIRMATION',
    message: '',
    messageSpanish: '',
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
  const typeForm = typeNames ?? { name: type?.name ?? '', nameSpanish: type?.nameSpanish ?? '' };
  const after = async (ok: boolean) => {
    if (ok) await refetch();
    return ok;
  };
  const stepOptions = t.steps.map((s) => ({ value: String(s.id), label: s.title }));
  const choiceQuestions = t.steps
    .flatMap((s) => s.questions)
    .filter((q) => q.questionType === 'CHOICE' || q.questionType === 'MULTIPLE_CHOICE');
  return (
    <Stack gap="md">
      <TemplateOutline template={t} onChanged={refetch} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section
          title="Template"
          submit="Update template"
          onSubmit={async () => {
            const { data: d } = await update({
              variables: {
                input: {
                  id: t.id,
                  // Sent only when changed: a started template takes its Spanish name alone.
                  name: name === null || name.trim() === t.name ? undefined : name.trim(),
                  nameSpanish: (nameSpanish ?? t.nameSpanish ?? '').trim() || null,
                },
              },
            }).catch(() => ({ data: null }));
            await after(
              announce(d?.updateInterviewTemplate, 'There was a problem with updating the interview'),
            );
          }}
        >
          <TextInput label="Name" value={name ?? t.name} onChange={(e) => setName(e.currentTarget.value)} />
          <SpanishInput
            label="Name (Spanish)"
            value={nameSpanish ?? t.nameSpanish ?? ''}
            onChange={setNameSpanish}
          />
          <Button
            color="red"
            variant="light"
            w="fit-content"
            onClick={async () => {
              if (!window.confirm(`Delete the template ${t.name}?`)) return;
              const { data: d } = await remove({ variables: { id: t.id } }).catch(() => ({ data: null }));
              if (announce(d?.deleteInterviewTemplate, 'There was a problem with deleting the interview'))
                await onDeleted();
            }}
          >
            Delete template
          </Button>
        </Section>
        <Section
          title="Add a step"
          submit="Add step"
          onSubmit={async () => {
            const { data: d } = await addStep({
              variables: {
                input: {
                  templateId: t.id,
                  stepKey: step.stepKey.trim(),
                  title: step.title.trim(),
                  titleSpanish: step.titleSpanish.trim() || null,
                  defaultNextStepKey: step.defaultNextStepKey.trim() || null,
                },
              },
            }).catch(() => ({ data: null }));
            if (await after(announce(d?.addInterviewStep, 'There was a problem with add the interview step')))
              setStep({ stepKey: '', title: '', titleSpanish: '', defaultNextStepKey: '' });
          }}
        >
          <TextInput
            label="Step key"
            value={step.stepKey}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setStep((s) => ({ ...s, stepKey: v }));
            }}
          />
          <TextInput
            label="Step title"
            value={step.title}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setStep((s) => ({ ...s, title: v }));
            }}
          />
          <SpanishInput
            label="Step title (Spanish)"
            value={step.titleSpanish}
            onChange={(v) => setStep((s) => ({ ...s, titleSpanish: v }))}
          />
          <TextInput
            label="Next step key (empty: the end)"
            value={step.defaultNextStepKey}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setStep((s) => ({ ...s, defaultNextStepKey: v }));
            }}
          />
        </Section>
        <Section
          title="Add a question"
          submit="Add question"
          onSubmit={async () => {
            if (!question.stepId)
              return void showAlert.error('There was a problem with submitting the interview: choose a step');
            const { data: d } = await addQuestion({
              variables: {
                input: {
                  templateId: t.id,
                  stepId: Number(question.stepId),
                  questionKey: question.questionKey.trim(),
                  questionType: question.questionType,
                  text: question.text.trim(),
                  textSpanish: question.textSpanish.trim() || null,
                  required: question.required,
                },
              },
            }).catch(() => ({ data: null }));
            if (
              await after(
                announce(d?.addInterviewQuestion, 'There was a problem with submitting the interview'),
              )
            )
              setQuestion((q) => ({ ...q, questionKey: '', text: '', textSpanish: '' }));
          }}
        >
          <Select
            label="On step"
            data={stepOptions}
            allowDeselect={false}
            value={question.stepId || null}
            onChange={(v) => setQuestion((q) => ({ ...q, stepId: v ?? '' }))}
          />
          <TextInput
            label="Question key"
            value={question.questionKey}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setQuestion((q) => ({ ...q, questionKey: v }));
            }}
          />
          <Select
            label="Question type"
            data={QUESTION_TYPES}
            value={question.questionType}
            allowDeselect={false}
            onChange={(v) =>
              setQuestion((q) => ({ ...q, questionType: (v ?? 'TEXT') as InterviewQuestionType }))
            }
          />
          <TextInput
            label="Question text"
            value={question.text}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setQuestion((q) => ({ ...q, text: v }));
            }}
          />
          <SpanishInput
            label="Question text (Spanish)"
            value={question.textSpanish}
            onChange={(v) => setQuestion((q) => ({ ...q, textSpanish: v }))}
          />
          <Checkbox
            label="Required"
            checked={question.required}
            onChange={(e) => {
              const v = e.currentTarget.checked;
              setQuestion((q) => ({ ...q, required: v }));
            }}
          />
        </Section>
        <Section
          title="Add a choice"
          submit="Add choice"
          onSubmit={async () => {
            if (!choice.questionId)
              return void showAlert.error(
                'There was a problem adding the question choice: choose a question',
              );
            const { data: d } = await addChoice({
              variables: {
                input: {
                  questionId: Number(choice.questionId),
                  value: choice.value.trim(),
                  label: choice.label.trim(),
                  labelSpanish: choice.labelSpanish.trim() || null,
                },
              },
            }).catch(() => ({ data: null }));
            if (await after(announce(d?.addQuestionChoice, 'There was a problem adding the question choice')))
              setChoice((c) => ({ ...c, value: '', label: '', labelSpanish: '' }));
          }}
        >
          <Select
            label="Choice question"
            allowDeselect={false}
            data={choiceQuestions.map((q) => ({ value: String(q.id), label: q.text }))}
            value={choice.questionId || null}
            onChange={(v) => setChoice((c) => ({ ...c, questionId: v ?? '' }))}
          />
          <TextInput
            label="Value"
            value={choice.value}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setChoice((c) => ({ ...c, value: v }));
            }}
          />
          <TextInput
            label="Label"
            value={choice.label}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setChoice((c) => ({ ...c, label: v }));
            }}
          />
          <SpanishInput
            label="Label (Spanish)"
            value={choice.labelSpanish}
            onChange={(v) => setChoice((c) => ({ ...c, labelSpanish: v }))}
          />
        </Section>
        <Section
          title="Add an event"
          submit="Add event"
          onSubmit={async () => {
            const { data: d } = await addEvent({
              variables: {
                input: {
                  templateId: t.id,
                  eventType: event.eventType,
                  action: event.action,
                  message: event.message.trim() || null,
                  messageSpanish: event.messageSpanish.trim() || null,
                },
              },
            }).catch(() => ({ data: null }));
            await after(
              announce(d?.addInterviewEvent, 'There was a problem with adding the interview event'),
            );
          }}
        >
          <Select
            label="When"
            data={[
              { value: 'ON_START', label: 'The student starts' },
              { value: 'ON_SUBMIT', label: 'The student submits' },
            ]}
            value={event.eventType}
            allowDeselect={false}
            onChange={(v) => setEvent((e) => ({ ...e, eventType: v ?? 'ON_SUBMIT' }))}
          />
          <Select
            label="Action"
            data={[
              { value: 'EMAIL_CONFIRMATION', label: 'E-mail a confirmation' },
              { value: 'RECORD_ACTIVITY', label: 'Note it in the activity log' },
            ]}
            value={event.action}
            allowDeselect={false}
            onChange={(v) => setEvent((e) => ({ ...e, action: v ?? 'EMAIL_CONFIRMATION' }))}
          />
          <TextInput
            label="Message"
            value={event.message}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setEvent((x) => ({ ...x, message: v }));
            }}
          />
          <SpanishInput
            label="Message (Spanish)"
            value={event.messageSpanish}
            onChange={(v) => setEvent((x) => ({ ...x, messageSpanish: v }))}
          />
        </Section>
        {type && (
          <Section
            title={`Task list name (${type.typeCode})`}
            submit="Update task list name"
            onSubmit={async () => {
              const { data: d } = await updateType({
                variables: {
                  id: type.id,
                  name: typeForm.name.trim(),
                  nameSpanish: typeForm.nameSpanish.trim() || null,
                },
              }).catch(() => ({ data: null }));
              if (announce(d?.updateInterviewType, 'There was a problem with updating the interview type')) {
                setTypeNames(null);
                await onTypeChanged();
              }
            }}
          >
            <TextInput
              label="Task list name"
              value={typeForm.name}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setTypeNames({ ...typeForm, name: v });
              }}
            />
            <SpanishInput
              label="Task list name (Spanish)"
              value={typeForm.nameSpanish}
              onChange={(v) => setTypeNames({ ...typeForm, nameSpanish: v })}
            />
          </Section>
        )}
      </SimpleGrid>
    </Stack>
  );
}
