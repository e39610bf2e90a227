import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
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
  const [name, setName] = useState(query?.name ?? '');
  const [object, setObject] = useState<string | null>(query?.queryObject ?? null);
  const [result, setResult] = useState<string | null>(query?.result ?? 'COUNT');
  const [column, setColumn] = useState<string | null>(query?.resultColumn ?? null);
  const objects = catalog?.queryObjects ?? [];
  const columns =
    objects.find((o) => o.name === object)?.columns.map((c) => ({ value: c.name, label: c.label })) ?? [];
  // Its filters name columns of the object, so a query with filters keeps its object.
  const locked = Boolean(query?.filters.length);
  const values = { name, queryObject: object, result, resultColumn: result === 'VALUE' ? column : null };
  return (
    <PieceForm
      label={query ? `Edit pseudo query ${query.name}` : 'Add a pseudo query'}
      submitLabel={query ? 'Save pseudo query' : 'Add pseudo query'}
      input={() => (query ? values : { flowID: flow.flow.id, ...values })}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      <TextInput label="Pseudo query name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select
        label="Query object"
        data={objects.map((o) => ({ value: o.name, label: o.label }))}
        value={object}
        onChange={setObject}
        disabled={locked}
        description={locked ? 'Delete its filters to read another object' : undefined}
      />
      <Select label="Result" data={RESULTS} value={result} onChange={setResult} allowDeselect={false} />
      {result === 'VALUE' && (
        <Select label="Column returned" data={columns} value={column} onChange={setColumn} />
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
  const [column, setColumn] = useState<string | null>(filter?.columnName ?? null);
  const [operator, setOperator] = useState<string | null>(filter?.operator ?? 'EQUALS');
  const [value, setValue] = useState(filter?.value ?? '');
  const columns =
    catalog?.queryObjects
      .find((o) => o.name === query.queryObject)
      ?.columns.map((c) => ({ value: c.name, label: c.label })) ?? [];
  const unary = operator === 'BLANK' || operator === 'NOT_BLANK';
  const values = { columnName: column, operator, value: unary ? null : value || null };
  return (
    <PieceForm
      label={filter ? `Edit filter ${filter.columnName} of ${query.name}` : `Add a filter to ${query.name}`}
      submitLabel={filter ? 'Save filter' : 'Add filter'}
      input={() => (filter ? values : { pseudoQueryID: query.id, ...values })}
      submit={submit}
      onCancel={onCancel}
      onDone={onDone}
    >
      <Select label="Filter column" data={columns} value={column} onChange={setColumn} />
      <Select
        label="Filter operator"
        data={FILTER_OPERATORS}
        value={operator}
        onChange={setOperator}
        allowDeselect={false}
      />
      {!unary && (
        <TextInput label="Filter value" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      )}
    </PieceForm>
  );
}
