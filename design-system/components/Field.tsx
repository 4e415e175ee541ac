import type { ReactNode } from 'react';
import { styled } from '../stitches.config';

const Root = styled('div', {
  display: 'inline-flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  variants: { block: { true: { display: 'flex', width: '100%' } } },
});

export const FieldLabel = styled('label', {
  fontSize: '$2',
  color: '$text',
  fontWeight: '$medium',
  '& [data-required]': { color: '$danger', marginLeft: '2px' },
});

const Message = styled('p', {
  margin: 0,
  fontSize: '$1',
  lineHeight: '$2',
  variants: {
    tone: {
      danger: { color: '$danger' },
      neutral: { color: '$textMuted' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface FieldProps {
  /** The id of the control the label points at. */
  htmlFor: string;
  /** Id for the label element, for controls that are not labelable (a combobox div) and use aria-labelledby. */
  labelId?: string;
  label?: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
  block?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error text laid out the same way for every form control. */
export function Field({ htmlFor, labelId, label, required, hint, error, hintId, errorId, block, children }: FieldProps) {
  return (
    <Root block={block ?? false}>
      {label ? (
        <FieldLabel htmlFor={htmlFor} id={labelId}>
          {label}
          {required ? (
            <span data-required aria-hidden="true">
              *
            </span>
          ) : null}
        </FieldLabel>
      ) : null}
      {children}
      {error ? (
        <Message id={errorId} tone="danger" role="alert">
          {error}
        </Message>
      ) : hint ? (
        <Message id={hintId}>{hint}</Message>
      ) : null}
    </Root>
  );
}

/** The aria-describedby value for a control inside a Field. */
export function describedBy(hint: unknown, error: unknown, hintId: string, errorId: string): string | undefined {
  if (error) return errorId;
  if (hint) return hintId;
  return undefined;
}
