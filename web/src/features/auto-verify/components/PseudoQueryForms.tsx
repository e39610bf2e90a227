import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PieceForm } from './PieceForm';
import type { Catalog, Flow, Submit } from './types';

type PseudoQuery = Flow['pseudoQueries'][number];
type Filter = PseudoQuery['filters'][number];

const RESULTS = [
  { value: 'COUNT', label: 'COUNT: how many rows' },
  { value: 'EXISTS', label: 'EXISTS: any row' },
  { value: 'VALUE', label: 'VALUE: a column of the first row' },
];
const FILTER_OPERATORS = ['EQUALS', 'NOT_EQUALS', 'IN_LIST', 'BLANK', 'NOT_BLANK'];

interface QueryProps {
  /** The flow the query belongs to. */
  flow: Flow;
  /** The fixed list of query objects (QueryObjects) and their columns. */
  catalog: Catalog;
  /** The query to change; absent adds one. */
  query?: PseudoQuery;
  /** Sends the values. */
  submit: Submit;
  /** Closes an edit form. */
  onCancel?: () => void;
  /** After a successful save. */
  onDone?: () => void;
}

/** A pseudo query: a safe look-up over one query object, returning a count, whether any row exists, or a column's value. */
export function PseudoQueryForm({ flow, catalog, query, submit, onCancel, onDone }: QueryProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: query?.name ?? '',
      queryObject: query?.queryObject ?? null,
      result: query?.result ?? 'COUNT',
      resultColumn: query?.resultColumn ?? null,
    },
  });
  const { queryObject: object, result } = form.values;
  const objects = catalog?.queryObjects ?? [];
  const columns =
    objects.find((o) => o.name === object)?.columns.map((c) => ({ value: c.name, label: c.label })) ?? [];
  // Its filters name columns of the object, so a query with filters keeps its object.
  const locked = Boolean(query?.filters.length);
  const input = (v: typeof form.values) => {
    const values = { ...v, resultColumn: v.result === 'VALUE' ? v.resultColumn : null };
    return query ? values : { flowID: flow.flow.id, ...values };
  };
  return (
    <PieceForm
      label={query ? `Edit pseudo query ${query.name}` : 'Add a pseudo query'}
      submitLabel={query ? 'Save pseudo query' : 'Add pseudo query'}
      form={form}
      input={input}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      <TextInput label="Pseudo query name" {...form.getInputProps('name')} />
      <Select
        label="Query object"
        data={objects.map((o) => ({ value: o.name, label: o.label }))}
        {...form.getInputProps('queryObject')}
        disabled={locked}
        description={locked ? 'Delete its filters to read another object' : undefined}
      />
      <Select label="Result" data={RESULTS} {...form.getInputProps('result')} allowDeselect={false} />
      {result === 'VALUE' && (
        <Select label="Column returned" data={columns} {...form.getInputProps('resultColumn')} />
      )}
    </PieceForm>
  );
}

interface FilterProps {
  /** The query the filter narrows. */
  query: PseudoQuery;
  /** Columns of the query's object. */
  catalog: Catalog;
  /** The filter to change; absent adds one. */
  filter?: Filter;
  /** Sends the values. */
  submit: Submit;
  /** Closes an edit form. */
  onCancel?: () => void;
  /** After a successful save. */
  onDone?: () => void;
}

/** A filter of a pseudo query: a column of its object, an operator, a value (none for blank / not blank). */
export function PseudoQueryFilterForm({ query, catalog, filter, submit, onCancel, onDone }: FilterProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      columnName: filter?.columnName ?? null,
      operator: filter?.operator ?? 'EQUALS',
      value: filter?.value ?? '',
    },
  });
  const isUnary = (operator: string) => operator === 'BLANK' || operator === 'NOT_BLANK';
  const columns =
    catalog?.queryObjects
      .find((o) => o.name === query.queryObject)
      ?.columns.map((c) => ({ value: c.name, label: c.label })) ?? [];
  const input = (v: typeof form.values) => {
    const values = { ...v, value: isUnary(v.operator) ? null : v.value || null };
    return filter ? values : { pseudoQueryID: query.id, ...values };
  };
  return (
    <PieceForm
      label={filter ? `Edit filter ${filter.columnName} of ${query.name}` : `Add a filter to ${query.name}`}
      submitLabel={filter ? 'Save filter' : 'Add filter'}
      form={form}
      input={input}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      <Select label="Filter column" data={columns} {...form.getInputProps('columnName')} />
      <Select
        label="Filter operator"
        data={FILTER_OPERATORS}
        {...form.getInputProps('operator')}
        allowDeselect={false}
      />
      {!isUnary(form.values.operator) && <TextInput label="Filter value" {...form.getInputProps('value')} />}
    </PieceForm>
  );
}
