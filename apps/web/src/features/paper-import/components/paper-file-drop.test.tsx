import { fireEvent, render, screen } from '@testing-library/react';
import type { PaperInput } from '@venuescout/contracts';
import { describe, expect, it, vi } from 'vitest';
import { PaperFileDrop } from './paper-file-drop';

const latex = String.raw`\title{Verifying Upgrades}
\begin{abstract}We prove upgrades keep their meaning.\end{abstract}
\keywords{smart contracts, verification}`;

function pick(file: File) {
  const onImport = vi.fn<(paper: PaperInput) => void>();
  render(<PaperFileDrop onImport={onImport} />);
  fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [file] } });
  return onImport;
}

describe('PaperFileDrop', () => {
  it('says near the drop zone that the file stays in the browser', () => {
    render(<PaperFileDrop onImport={vi.fn()} />);
    expect(screen.getByText(/Your file is read here, in your browser, and is not uploaded/)).toBeDefined();
  });

  it('fills the paper from a LaTeX source and says what to check', async () => {
    const onImport = pick(new File([latex], 'paper.tex'));
    expect(await screen.findByText(/Filled in from paper.tex/)).toBeDefined();
    expect(onImport).toHaveBeenCalledWith({
      title: 'Verifying Upgrades',
      theme: '',
      abstract: 'We prove upgrades keep their meaning.',
      keywords: ['smart contracts', 'verification'],
    });
  });

  it.each([
    {
      case: 'a file that is not a PDF or LaTeX',
      file: new File(['x'], 'paper.docx'),
      message: /Choose a PDF \(\.pdf\)/,
    },
    {
      case: 'a file over 20 MB',
      file: Object.defineProperty(new File(['x'], 'big.pdf'), 'size', { value: 20 * 1024 * 1024 + 1 }),
      message: /larger than 20 MB/,
    },
    {
      case: 'a LaTeX file with no abstract',
      file: new File(['\\title{Only a title}'], 'notes.tex'),
      message: /No title or abstract was found/,
    },
  ])('refuses $case and changes nothing', async ({ file, message }) => {
    const onImport = pick(file);
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.getByText(/The form was left as it was/)).toBeDefined();
    expect(onImport).not.toHaveBeenCalled();
  });
});
