import TextField from '@mui/material/TextField';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fieldErrors, useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().email('Enter a valid email'),
});
const blank = { name: '', email: '' };

function NameForm({ onValid }: { onValid: (data: z.infer<typeof schema>) => void }) {
  const form = useZodForm(schema, blank);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <button type="submit" disabled={false}>
        Save
      </button>
      <span>{form.isValid ? 'valid' : 'invalid'}</span>
    </form>
  );
}

describe('useZodForm', () => {
  it('shows no error before a field is touched or the form submitted', () => {
    render(<NameForm onValid={vi.fn()} />);
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('invalid')).toBeTruthy();
  });

  it("shows a field's error once it has been left", async () => {
    render(<NameForm onValid={vi.fn()} />);
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.queryByText('Enter a valid email')).toBeNull();
  });

  it('shows every error on submit and does not call onValid', async () => {
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears an error as the field is corrected and submits the parsed data', async () => {
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByLabelText('Name'), '  Ada ');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('valid')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });

  it('sets a value, and reset goes back to the start with nothing touched', () => {
    const { result } = renderHook(() => useZodForm(schema, blank));
    act(() => result.current.setValue('name', 'Ada'));
    expect(result.current.values.name).toBe('Ada');
    act(() => result.current.handleSubmit(vi.fn())());
    expect(result.current.errors.email).toBe('Enter a valid email');
    act(() => result.current.reset());
    expect(result.current.values).toEqual(blank);
    expect(result.current.errors).toEqual({});
    act(() => result.current.reset({ name: 'Bo', email: 'bo@example.com' }));
    expect(result.current.isValid).toBe(true);
  });

  it('keeps the first message of each field', () => {
    expect(
      fieldErrors([
        { path: ['name'], message: 'first' },
        { path: ['name'], message: 'second' },
        { path: ['email'], message: 'other' },
      ]),
    ).toEqual({ name: 'first', email: 'other' });
  });
});
