import { Link } from 'wouter';
import { styled } from '../../../design-system';
import type { HelpBlock } from './help-blocks';

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  margin: '$3 0',
  fontSize: '$2',
  '& caption': { textAlign: 'left', fontWeight: '$medium', paddingBottom: '$2' },
  '& th, & td': { border: '1px solid $border', padding: '$2 $3', textAlign: 'left', verticalAlign: 'top' },
  '& th': { backgroundColor: '$bg', fontWeight: '$medium', whiteSpace: 'nowrap' },
});

const Links = styled('p', { display: 'flex', flexWrap: 'wrap', gap: '$2 $4' });

/** Draws a section's blocks; headings sit one level below the section's own heading. */
export function HelpBlocks({ blocks }: { blocks: readonly HelpBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return <h3 key={index}>{block.text}</h3>;
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list': {
            const items = block.items.map((item) => <li key={item}>{item}</li>);
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
          case 'table':
            return (
              <Table key={index}>
                <caption>{block.caption}</caption>
                <thead>
                  <tr>
                    {block.head.map((cell) => (
                      <th key={cell} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row) => (
                    <tr key={row[0]}>
                      {row.map((cell, column) => (
                        <td key={column}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            );
          case 'links':
            return (
              <Links key={index}>
                {block.links.map((link) =>
                  // a link to an anchor is an ordinary one: the browser scrolls and the page hears hashchange
                  link.to.includes('#') ? (
                    <a key={link.to} href={link.to}>
                      {link.text}
                    </a>
                  ) : (
                    <Link key={link.to} href={link.to}>
                      {link.text}
                    </Link>
                  ),
                )}
              </Links>
            );
        }
      })}
    </>
  );
}
