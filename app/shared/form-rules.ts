/**
 * The one way a form checks its fields: react-hook-form, with each field's rules built here from the
 * contract schema the server validates the same field with, and each rule's Chinese message from the
 * feature's message table. The client build has no TypeBox validator (lib/schema-builders.ts), so the
 * constraints are read off the schema's JSON (minLength, maxLength, pattern, minimum, maximum, enum,
 * const) and checked here. A rule the schema cannot say (two passwords equal, a channel's limits, a
 * credential rule of contract/credentials.ts) goes in `validate`, calling the rule function that
 * already holds it.
 *
 * Only the constraints the message table names are checked before sending: a bound the spec gives no
 * message for (a 64-character cap on a user name) is left to the server, whose answer the form shows.
 * A message for a constraint the schema does not have is a mistake and throws, so the table and the
 * schema cannot drift apart unseen.
 */
import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues, RegisterOptions, Validate } from 'react-hook-form';

/** The JSON shape of a contract field schema (what TypeBox and lib/schema-builders.ts both produce). */
export interface FieldSchema {
  type?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly FieldSchema[];
}

/** The constraints a schema can carry, each with its message; `required` is the form's own ask. */
export type SchemaConstraint = 'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum' | 'oneOf';
export type FieldMessages = Partial<Record<'required' | SchemaConstraint, string>>;

/** A rule the schema cannot hold: the error message, or null when the value passes. */
export type FieldCheck<TValues extends FieldValues> = (value: string, values: TValues) => string | null;

export interface FieldRuleOptions<TValues extends FieldValues> {
  /** Check the value with its outer spaces removed (what the form sends). */
  trim?: boolean;
  /** Further checks, run in order after the schema's, each usually a rule function of lib/ or rules/. */
  validate?: Record<string, FieldCheck<TValues>>;
}

const checked = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The values `oneOf` allows: an enum, a const, or a union of consts (TypeBox's Union of Literals). */
function allowedValues(schema: FieldSchema): readonly unknown[] | undefined {
  if (schema.enum) return schema.enum;
  if ('const' in schema) return [schema.const];
  if (schema.anyOf?.every((option) => 'const' in option)) return schema.anyOf.map((option) => option.const);
  return undefined;
}

function schemaCheck(schema: FieldSchema, constraint: SchemaConstraint): ((value: string) => boolean) | undefined {
  switch (constraint) {
    case 'minLength':
      return schema.minLength === undefined ? undefined : (value) => value.length >= (schema.minLength as number);
    case 'maxLength':
      return schema.maxLength === undefined ? undefined : (value) => value.length <= (schema.maxLength as number);
    case 'pattern': {
      if (schema.pattern === undefined) return undefined;
      const pattern = new RegExp(schema.pattern, 'u');
      return (value) => pattern.test(value);
    }
    case 'minimum':
      return schema.minimum === undefined ? undefined : (value) => Number(value) >= (schema.minimum as number);
    case 'maximum':
      return schema.maximum === undefined ? undefined : (value) => Number(value) <= (schema.maximum as number);
    case 'oneOf': {
      const allowed = allowedValues(schema);
      return allowed === undefined ? undefined : (value) => allowed.some((option) => String(option) === value);
    }
  }
}

const constraintOrder: readonly SchemaConstraint[] = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'oneOf'];

/**
 * react-hook-form rules for one field: `required` first (an empty value), then the schema's constraints
 * the table has messages for (an empty value that is not required skips them), then `validate`'s
 * checks in order; the first failure's message is the field's error.
 */
export function fieldRules<TValues extends FieldValues>(
  schema: FieldSchema | undefined,
  messages: FieldMessages,
  options: FieldRuleOptions<TValues> = {},
): Pick<RegisterOptions<TValues>, 'validate'> {
  const checks: Record<string, Validate<unknown, TValues>> = {};
  const read = (value: unknown) => (options.trim ? checked(value).trim() : checked(value));
  if (messages.required !== undefined) {
    const message = messages.required;
    checks.required = (value) => read(value) !== '' || message;
  }
  for (const constraint of constraintOrder) {
    const message = messages[constraint];
    if (message === undefined) continue;
    const passes = schema ? schemaCheck(schema, constraint) : undefined;
    if (!passes) throw new Error(`fieldRules: a message for ${constraint}, which the field's schema does not have`);
    checks[constraint] = (value) => read(value) === '' || passes(read(value)) || message;
  }
  for (const [name, check] of Object.entries(options.validate ?? {})) {
    checks[name] = (value, values) => check(read(value), values) ?? true;
  }
  return { validate: checks };
}

/** A rule that only calls a rule function (a field without a schema of its own, e.g. a confirmation). */
export function checkRules<TValues extends FieldValues>(check: FieldCheck<TValues>, options: Pick<FieldRuleOptions<TValues>, 'trim'> = {}) {
  return fieldRules<TValues>(undefined, {}, { ...options, validate: { check } });
}

/**
 * A field's rule taken from a rule function that checks the whole form at once and answers with its
 * messages by field (validateSlots, validateTransfer, …): the field shows its own part.
 */
export function partOfCheck<TValues extends FieldValues>(checkAll: (values: TValues) => object | null | undefined, part: string) {
  return checkRules<TValues>((_, values) => {
    const found = (checkAll(values) ?? {}) as Record<string, unknown>;
    return typeof found[part] === 'string' && found[part] !== '' ? found[part] : null;
  });
}

/**
 * The settings every form uses, so messages show when they did before the library: a field's message
 * appears at submit and stays until the next submit (not re-checked while typing), and focus stays
 * where the player left it. A form that checks a field as it is left adds `mode: 'onBlur'`.
 */
export const formDefaults = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/** A Controller's field as the design system's inputs take it (value, onValueChange, onBlur, error). */
export function inputProps<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<TValues, TName>;
  fieldState: ControllerFieldState;
}) {
  return {
    value: checked(field.value),
    onValueChange: field.onChange as (value: string) => void,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/** inputProps for a six-digit code (two-step, e-mail): a numeric keyboard, the browser's one-time-code fill, digits only as typed. */
export function codeInputProps<TValues extends FieldValues, TName extends FieldPath<TValues>>(control: {
  field: ControllerRenderProps<TValues, TName>;
  fieldState: ControllerFieldState;
}) {
  return {
    ...inputProps(control),
    inputMode: 'numeric',
    maxLength: 6,
    autoComplete: 'one-time-code',
    onValueChange: (value: string) => control.field.onChange(value.replace(/\D/g, '')),
  } as const;
}
