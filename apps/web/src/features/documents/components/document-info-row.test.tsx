import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentInfoRow } from './document-info-row';

describe('DocumentInfoRow', () => {
  it("shows a chip that repeats an earlier one's words once (no 'Design Design'), and leaves out empty places", () => {
    render(
      <DocumentInfoRow
        chips={[
          { label: 'Design' },
          { label: 'design', outlined: true },
          null,
          { label: 'Rev 3', outlined: true },
        ]}
        details={['2 KB']}
      />,
    );
    expect(screen.getAllByText(/^design$/i)).toHaveLength(1);
    expect(screen.getByText('Rev 3')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
  });
});
