import { MAX_FILE_BYTES, ORDER_MESSAGES } from '@apostille/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { DocumentUploader, mergeFiles } from './DocumentUploader';

const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const txt = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

function Harness({ initial = [] as File[] }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <ToastProvider>
      <DocumentUploader documentNumber={1} files={files} onChange={setFiles} />
    </ToastProvider>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Upload files for document 1');

afterEach(() => vi.useRealTimers());

describe('mergeFiles', () => {
  it('ignores duplicates (same name and size) and rejects disallowed files', () => {
    const a = pdf('a.pdf');
    const big = new File([new Uint8Array(1)], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    const result = mergeFiles([a], [pdf('a.pdf'), pdf('a.pdf', 99), txt(), big]);
    expect(result.files.map((f) => [f.name, f.size])).toEqual([
      ['a.pdf', 2048],
      ['a.pdf', 99],
    ]);
    expect(result.added).toBe(1);
    expect(result.rejected).toBe(true);
  });
});

describe('DocumentUploader', () => {
  it('lists accepted files with size, shows the upload progress, and removes a file', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.change(input(), { target: { files: [pdf('passport.pdf')] } });
    expect(screen.getByText('passport.pdf')).toBeTruthy();
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    expect(screen.getByText('Uploading... 0%')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByText('Uploading... 10%')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByText('Uploading... 50%')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText(/Uploading\.\.\./)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    expect(screen.queryByText('passport.pdf')).toBeNull();
  });

  it('rejects an unsupported file with the Invalid Files toast', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { files: [txt()] } });
    expect(screen.getByText(ORDER_MESSAGES.invalidFilesTitle)).toBeTruthy();
    expect(screen.getByText(ORDER_MESSAGES.invalidFiles)).toBeTruthy();
    expect(screen.queryByText('notes.txt')).toBeNull();
  });

  it('ignores a duplicate silently', () => {
    render(<Harness initial={[pdf('same.pdf')]} />);
    fireEvent.change(input(), { target: { files: [pdf('same.pdf')] } });
    expect(screen.getAllByText('same.pdf')).toHaveLength(1);
    expect(screen.queryByText(ORDER_MESSAGES.invalidFilesTitle)).toBeNull();
    expect(screen.queryByText(/Uploading\.\.\./)).toBeNull();
  });

  it('accepts dropped files', () => {
    render(<Harness />);
    fireEvent.drop(screen.getByRole('button', { name: /Drag and drop files here, or click to browse for document 1/ }), {
      dataTransfer: { files: [new File([new Uint8Array(5)], 'scan.png', { type: 'image/png' })] },
    });
    expect(screen.getByText('scan.png')).toBeTruthy();
  });
});
