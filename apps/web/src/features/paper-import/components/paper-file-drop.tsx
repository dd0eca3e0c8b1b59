import type { PaperInput } from '@venuescout/contracts';
import { FileText } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { paperFileMessages, readPaperFile } from '../api/read-paper-file';

type PaperFileDropProps = {
  /** Called with the paper read from a file; a refused file changes nothing. */
  onImport: (paper: PaperInput) => void;
};

type Status =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'read'; fileName: string; notes: string[] }
  | { kind: 'refused'; fileName: string; message: string };

/** Where a researcher drops or picks a paper's PDF or LaTeX file to fill in the form. */
export function PaperFileDrop({ onImport }: PaperFileDropProps) {
  const inputId = useId();
  const hintId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [isDragging, setIsDragging] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ kind: 'reading', fileName: file.name });
    try {
      const reading = await readPaperFile(file);
      if (reading.kind === 'refused') {
        setStatus({ kind: 'refused', fileName: file.name, message: reading.message });
        return;
      }
      onImport(reading.imported.paper);
      setStatus({ kind: 'read', fileName: file.name, notes: reading.imported.notes });
    } catch {
      setStatus({ kind: 'refused', fileName: file.name, message: paperFileMessages.unreadable });
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    void read(event.target.files?.[0]);
    // Picking the same file again after a change to it must read it again.
    event.target.value = '';
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    void read(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="mb-8">
      <h2 id={`${inputId}-heading`} className="mb-2 text-base font-semibold text-slate-900">
        Start from your paper (optional)
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={`rounded-lg border-2 border-dashed p-4 text-center focus-within:ring-2 focus-within:ring-indigo-600 ${isDragging ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white'}`}
      >
        <FileText aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-500" />
        <p className="text-sm text-slate-700">Drop a PDF or LaTeX (.tex) file here, or</p>
        <label
          htmlFor={inputId}
          className="mt-2 inline-block cursor-pointer rounded-lg border border-indigo-600 px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-50"
        >
          Choose a file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".pdf,application/pdf,.tex,.ltx"
          aria-describedby={hintId}
          className="sr-only"
          onChange={handleChange}
        />
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          Your file is read here, in your browser, and is not uploaded. We fill in the title, abstract and
          keywords for you to check; nothing is sent until you submit the form or ask for keyword suggestions.
        </p>
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {status.kind === 'reading' ? <p className="text-slate-700">Reading {status.fileName}…</p> : null}
        {status.kind === 'read' ? (
          <div className="text-emerald-800">
            <p>Filled in from {status.fileName}. Check each step, and the main theme, before you submit.</p>
            {status.notes.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {status.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {status.kind === 'refused' ? (
          <p className="font-medium text-red-700">
            {status.fileName}: {status.message} The form was left as it was.
          </p>
        ) : null}
      </div>
    </section>
  );
}
