import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentSnippet } from './document-snippet';

describe('DocumentSnippet', () => {
  it('marks only the parts that matched', () => {
    const { container } = render(
      <DocumentSnippet
        parts={[
          { text: 'the lease term ', match: false },
          { text: 'ends', match: true },
          { text: ' on June 30 ', match: false },
          { text: '2027', match: true },
        ]}
      />,
    );
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['ends', '2027']);
    expect(container.textContent).toBe('Found in the text: …the lease term ends on June 30 2027…');
  });

  it('shows markup in the text as text, never as markup', () => {
    const { container } = render(
      <DocumentSnippet
        parts={[
          { text: 'see <b>x</b> and ', match: false },
          { text: '<img src=x onerror=alert(1)>', match: true },
        ]}
      />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('see <b>x</b> and <img src=x onerror=alert(1)>');
    expect(container.querySelector('mark')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
