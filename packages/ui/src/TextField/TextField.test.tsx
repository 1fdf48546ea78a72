import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';
import { applyTextInputRules, counterState } from './textInputRules';

const digits = (character: string) => /\d/.test(character);

describe('applyTextInputRules', () => {
  it('removes refused characters before cutting to length', () => {
    expect(applyTextInputRules('x1234', { maxLength: 3, allowCharacter: digits })).toBe('123');
  });

  it('cuts an over-long value to maxLength', () => {
    expect(applyTextInputRules('abcdef', { maxLength: 4 })).toBe('abcd');
  });

  it('refuses any insertion into a full field, keeping the current value', () => {
    expect(applyTextInputRules('abXcd', { maxLength: 4 }, 'abcd')).toBe('abcd');
  });

  it('keeps values within the limit and without a filter unchanged', () => {
    expect(applyTextInputRules('a b', {})).toBe('a b');
    expect(applyTextInputRules('', { maxLength: 0 })).toBe('');
  });
});

describe('counterState', () => {
  it('is full at the limit only, and over past it', () => {
    expect(counterState(199, 200)).toBe('available');
    expect(counterState(200, 200)).toBe('full');
    expect(counterState(201, 200)).toBe('over');
  });
});

describe('TextField', () => {
  it('counts characters and refuses typing past the limit', async () => {
    const onChange = vi.fn();
    render(<TextField label="Notes" maxLength={5} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(input, 'abcdefg');
    expect(input).toHaveValue('abcde');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('abcde');
  });

  it('keeps a pasted over-long value whole and says how much to remove', async () => {
    const onChange = vi.fn();
    render(<TextField label="Notes" maxLength={5} overLength="keep" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(input);
    await userEvent.paste('abcdefg');
    expect(input).toHaveValue('abcdefg');
    expect(onChange).toHaveBeenLastCalledWith('abcdefg');
    expect(screen.getByText('7 / 5')).toHaveAttribute('data-state', 'over');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/At most 5 characters: remove 2 characters\./);
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toBeValid();
  });

  it('never shows a refused character', async () => {
    render(<TextField label="Job" allowCharacter={digits} />);
    const input = screen.getByRole('textbox', { name: 'Job' });
    await userEvent.type(input, '1a2');
    expect(input).toHaveValue('12');
  });

  it('marks the field invalid and describes it with the error message', () => {
    render(<TextField label="Username" errorMessage="Username not registered" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username not registered');
  });
});
