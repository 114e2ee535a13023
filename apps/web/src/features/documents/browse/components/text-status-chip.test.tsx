import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextStatusChip } from './text-status-chip';

describe('text status chip', () => {
  it("shows 'Reading scanned text… N%' while a scanned document is read", () => {
    render(<TextStatusChip status="pending" note={null} progress={42} />);
    expect(screen.getByText('Reading scanned text… 42%')).toBeInTheDocument();
  });

  it('keeps the other states', () => {
    const { rerender, container } = render(<TextStatusChip status="pending" note={null} progress={null} />);
    expect(screen.getByText('Reading text…')).toBeInTheDocument();
    rerender(<TextStatusChip status="failed" note="Encrypted" />);
    expect(screen.getByText('Text unreadable')).toBeInTheDocument();
    expect(screen.getByText('Encrypted')).toBeInTheDocument();
    rerender(<TextStatusChip status="ready" note={null} progress={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says a scan read by OCR is 'Scanned', with its text quality, not 'partly read'", () => {
    render(<TextStatusChip status="ready" note="Read by OCR (text quality 74%)" />);
    expect(screen.getByText('Scanned')).toBeInTheDocument();
    expect(screen.getByText('Read by OCR (text quality 74%)')).toBeInTheDocument();
    expect(screen.queryByText('Text partly read')).not.toBeInTheDocument();
  });
});
