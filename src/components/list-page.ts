// What a list page is, derived from the tables: from the contract table (src/api/endpoints.ts) the parameters its
// query string may hold, from the route table its words, and its filters from the parameters: every one but the
// paging and the order, in the schema's order, worded by one table per parameter name, a select offering the
// schema's enum values. A new endpoint whose parameters have their words in src/shared/parameters.ts needs no filter
// code.
import type { z } from 'zod/mini';
import { endpoints, type ListEndpointName } from '../api/endpoints';
import { paramsWithout } from '../api/schemas';
import { enumValues } from '../shared/query-string';
import { own } from '../api/own';
import { parameter, type Parameter } from '../shared/parameters';
import { listWords } from '../shared/route-table';
import type { FilterField } from './FilterBar';

/** The filters of `endpoint`'s list, whose query string `params` reads. */
export function filterFields(endpoint: ListEndpointName, params: z.ZodMiniObject): FilterField[] {
  const fields: FilterField[] = [];
  for (const [name, schema] of Object.entries(params.shape as Record<string, z.ZodMiniType>)) {
    const { role, label, kind, placeholder, options } = parameter(endpoint, name) ?? {
      role: 'filter',
      label: name,
    };
    if (role !== 'filter') continue;
    const field: FilterField = { name, label, ...(kind && { kind }), ...(placeholder && { placeholder }) };
    const values = enumValues(schema);
    if (values.length > 0) {
      const labels: Readonly<Record<string, string>> = options && !isList(options) ? options : {};
      const choices = values.map((value) => ({ value, label: own(labels, value) ?? value }));
      // A parameter with a default (the network) always has a value: its empty choice is that default.
      const fallback = schema.safeParse(undefined).data;
      const byDefault = choices.find((choice) => choice.value === fallback);
      fields.push({
        ...field,
        kind: 'select',
        options: choices.filter((choice) => choice !== byDefault),
        ...(byDefault && { unset: `${byDefault.label} (default)` }),
      });
    } else {
      fields.push(options && isList(options) ? { ...field, options } : field);
    }
  }
  return fields;
}

const isList = (options: Parameter['options']): options is readonly string[] => Array.isArray(options);

export interface ListPage {
  /** What the page's query string may hold: the endpoint's parameters but those the path gives. */
  params: z.ZodMiniObject;
  fields: FilterField[];
  title: string;
  caption: string;
  /** What the rows are, plural: "events". */
  rows: string;
}

const pages = new Map<string, ListPage>();

/**
 * `endpoint`'s list page, whose path gives the parameters `pathParams`. The same object for the same page, as the
 * URL state and the filters hold on to its schema and its fields.
 */
export function listPage(endpoint: ListEndpointName, pathParams: readonly string[] = []): ListPage {
  const key = [endpoint, ...pathParams].join(' ');
  let page = pages.get(key);
  if (!page) {
    const all = endpoints[endpoint].params as z.ZodMiniObject;
    const params = pathParams.length > 0 ? paramsWithout(all, pathParams) : all;
    page = { params, fields: filterFields(endpoint, params), ...listWords(endpoint) };
    pages.set(key, page);
  }
  return page;
}
