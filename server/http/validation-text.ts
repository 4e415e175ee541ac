/**
 * A schema failure in words a player reads: which field and what is wrong with it, in Chinese,
 * never the validator's English. The field is named by its schema `title` where the contract
 * gives one, else by its parameter name.
 */
import type { FastifySchemaValidationError } from 'fastify';

type Schema = { title?: string; properties?: Record<string, Schema>; items?: Schema } | undefined;

/** The schema of the value at `path` (['amount'], ['list', '0', 'code']) inside `schema`. */
function schemaAt(schema: Schema, path: readonly string[]): Schema {
  let node = schema;
  for (const key of path) node = node?.properties?.[key] ?? (/^\d+$/.test(key) ? node?.items : undefined);
  return node;
}

/** What is wrong, for one validator keyword; `label` names the field. */
function problem(error: FastifySchemaValidationError, label: string): string {
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'required':
      return `缺少${label}`;
    case 'additionalProperties':
      return `不支持的参数${String(error.params.additionalProperty)}`;
    case 'type':
      return `${label}类型错误`;
    case 'minLength':
      return `${label}不能少于${limit}个字符`;
    case 'maxLength':
      return `${label}不能超过${limit}个字符`;
    case 'minimum':
      return `${label}不能小于${limit}`;
    case 'exclusiveMinimum':
      return `${label}须大于${limit}`;
    case 'maximum':
      return `${label}不能大于${limit}`;
    case 'exclusiveMaximum':
      return `${label}须小于${limit}`;
    case 'minItems':
      return `${label}至少${limit}项`;
    case 'maxItems':
      return `${label}最多${limit}项`;
    case 'pattern':
    case 'format':
      return `${label}格式错误`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `${label}取值无效`;
    default:
      return `${label}无效`;
  }
}

/** The message detail for the first failure of `part` (body, querystring …) against the route's `schema` of it. */
export function validationText(errors: readonly FastifySchemaValidationError[], schema: unknown): string {
  const error = errors[0];
  if (!error) return '请求内容无效';
  const path = error.instancePath.split('/').slice(1);
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
  const fieldPath = missing === undefined ? path : [...path, missing];
  const field = fieldPath.at(-1);
  const label = schemaAt(schema as Schema, fieldPath)?.title ?? (field === undefined ? '请求内容' : `参数${field}`);
  return problem(error, label);
}
