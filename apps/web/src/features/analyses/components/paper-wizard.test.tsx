import { fireEvent, screen, within } from '@testing-library/react';
import { suggestedKeywords, type PaperInput } from '@venuescout/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders as render } from '../../../testing/render-with-providers';
import { stubFetch } from '../../../testing/stub-fetch';
import { addKeywords } from './keyword-input';
import { PaperWizard } from './paper-wizard';

// The keyword step asks the server for the field's keywords; by default it knows none.
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch(200, { keywords: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

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

describe('starting from a paper', () => {
  const paper: PaperInput = {
    title: 'Restored title',
    theme: 'Restored theme',
    abstract: 'Restored abstract.',
    keywords: ['restored keyword'],
  };

  it('shows the initial paper in every step and reports each change, not the first render', () => {
    const onChange = vi.fn<(paper: PaperInput) => void>();
    render(<PaperWizard isSubmitting={false} initialPaper={paper} onChange={onChange} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Paper title').value).toBe('Restored title');
    expect(onChange).not.toHaveBeenCalled();
    type('Paper title', 'Edited title');
    expect(onChange).toHaveBeenLastCalledWith({ ...paper, title: 'Edited title' });
    submit('Continue');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Abstract').value).toBe('Restored abstract.');
    submit('Continue');
    expect(chosen()).toEqual(['restored keyword']);
  });
});

describe('keyword suggestions', () => {
  const askField = () =>
    fireEvent.click(screen.getByRole('button', { name: 'Suggest keywords from my paper’s field' }));

  it("sends nothing before the researcher asks for the field's keywords", () => {
    fetchMock = stubFetch(200, { keywords: ['protein'] });
    renderAtKeywords();
    expect(screen.getByRole('button', { name: `+ ${suggestedKeywords[0]}` })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers the paper's field keywords from the server once asked, leaving out the chosen ones", async () => {
    fetchMock = stubFetch(200, { keywords: ['protein', 'gene expression', 'cancer'] });
    renderAtKeywords();
    askField();
    expect(await screen.findByRole('button', { name: '+ protein' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Suggest keywords from my paper’s field' })).toBeNull();
    expect(screen.queryByRole('button', { name: `+ ${suggestedKeywords[0]}` })).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'A title',
      theme: 'A theme',
      abstract: 'An abstract of the paper.',
      keywords: [],
    });
    fireEvent.click(screen.getByRole('button', { name: '+ protein' }));
    expect(screen.queryByRole('button', { name: '+ protein' })).toBeNull();
    expect(chosen()).toEqual(['protein']);
  });

  it.each([
    ['knows no field for the paper', 200, { keywords: [] }],
    ['cannot answer', 429, { code: 'RATE_LIMITED', message: 'Too many attempts.' }],
  ])("offers the specification's keywords when the server %s", async (_, status, body) => {
    fetchMock = stubFetch(status, body);
    renderAtKeywords();
    askField();
    expect(await screen.findByRole('button', { name: `+ ${suggestedKeywords[0]}` })).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the fifth keyword', () => {
  it('keeps the cursor in the keyword field, which then takes no more', () => {
    renderAtKeywords();
    const field = screen.getByLabelText<HTMLInputElement>(/^Keywords/);
    type(/^Keywords/, 'a, b, c, d');
    fireEvent.keyDown(field, { key: 'Enter' });
    field.focus();
    type(/^Keywords/, 'e');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(chosen()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(document.activeElement).toBe(field);
    expect(field.readOnly).toBe(true);
  });

  it('moves the cursor to the keyword field when a suggestion fills the fifth place', async () => {
    renderAtKeywords();
    const field = screen.getByLabelText<HTMLInputElement>(/^Keywords/);
    type(/^Keywords/, 'a, b, c, d');
    fireEvent.keyDown(field, { key: 'Enter' });
    const suggestion = await screen.findByRole('button', { name: `+ ${suggestedKeywords[0]}` });
    suggestion.focus();
    fireEvent.click(suggestion);
    expect(chosen()).toHaveLength(5);
    expect(document.activeElement).toBe(field);
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
