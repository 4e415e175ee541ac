import type { Story } from '@ladle/react';
import { semanticColorNames } from '../design-system/tokens/semantic';

/** Every semantic colour of the current theme (switch the theme in the toolbar). */
export const SemanticColors: Story = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 150px)', gap: 12 }}>
    {semanticColorNames.map((name) => (
      <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
        <span
          style={{
            width: 28,
            height: 28,
            borderRadius: 4,
            border: '1px solid var(--ds-colors-border)',
            background: `var(--ds-colors-${name})`,
          }}
        />
        <code>${name}</code>
      </div>
    ))}
  </div>
);
