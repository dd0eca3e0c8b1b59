import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PaperInput } from '@venuescout/contracts';
import { describe, expect, it, vi } from 'vitest';
import { addKeywords } from './keyword-input';
import { PaperWizard } from './paper-wizard';

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Fills the first two steps and arrives at the keywords. */
function renderAtKeywords() {
  const onSubmit = vi.fn<(paper: PaperInput) => void>();
  render(<PaperWizard isSubmitting={false} onSubmit={onSubmit} />);
  type('Paper title', 'A title');
  type('Main theme/domain', 'A theme');
  submit('Continue');
  type('Abstract', 'An abstract of the paper.');
  submit('Continue');
  return onSubmit;
}

const chosen = () =>
  within(screen.getByRole('list', { name: 'Chosen keywords' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('moving between steps', () => {
  it("puts the cursor in each step's first field, and back in the title on Previous", () => {
    render(<PaperWizard isSubmitting={false} onSubmit={vi.fn()} />);
    expect(document.activeElement).toBe(document.body);
    type('Paper title', 'A title');
    type('Main theme/domain', 'A theme');
    submit('Continue');
    expect(document.activeElement).toBe(screen.getByLabelText('Abstract'));
    type('Abstract', 'An abstract of the paper.');
    submit('Continue');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Keywords/));
    submit('Previous');
    submit('Previous');
    expect(document.activeElement).toBe(screen.getByLabelText('Paper title'));
  });
});

describe('the keyword step', () => {
  it('submits a keyword that was typed but not confirmed with Enter', () => {
    const onSubmit = renderAtKeywords();
    type(/^Keywords/, 'graph neural networks');
    submit('Find Matching CFPs');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ keywords: ['graph neural networks'] }));
  });

  it('clears "At least one keyword is required" as soon as a keyword is added', () => {
    renderAtKeywords();
    submit('Find Matching CFPs');
    expect(screen.getByRole('alert').textContent).toBe('At least one keyword is required');
    type(/^Keywords/, 'robotics');
    fireEvent.keyDown(screen.getByLabelText(/^Keywords/), { key: 'Enter' });
    expect(screen.queryByText('At least one keyword is required')).toBeNull();
  });

  it('splits a pasted comma list into keywords, keeping at most five', () => {
    renderAtKeywords();
    type(/^Keywords/, 'parsing, syntax; semantics');
    fireEvent.keyDown(screen.getByLabelText(/^Keywords/), { key: 'Enter' });
    expect(chosen()).toEqual(['parsing', 'syntax', 'semantics']);
  });

  it('refuses to type a keyword longer than the schema allows', () => {
    renderAtKeywords();
    expect(screen.getByLabelText(/^Keywords/).getAttribute('maxlength')).toBe('60');
  });
});

describe('addKeywords', () => {
  it.each([
    [[], 'a, b', ['a', 'b']],
    [['A'], 'a; b', ['A', 'b']],
    [['a', 'b', 'c', 'd'], 'e, f, g', ['a', 'b', 'c', 'd', 'e']],
    [[], ' , ', []],
  ])('adds %j + %j → %j', (keywords, text, expected) => {
    expect(addKeywords(keywords, text)).toEqual(expected);
  });
});
