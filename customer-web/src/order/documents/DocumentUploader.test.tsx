import { ORDER_MESSAGES, UPLOAD_MESSAGES } from '@apostille/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { FakeXhr } from '../../test/fakeXhr';
import { initialOrderValues, type OrderFormValues } from '../model/formValues';
import { DocumentUploader } from './DocumentUploader';
import { UploadsProvider, useUploads } from './uploads';

const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const txt = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

function Uploader() {
  const f = useFormikContext<OrderFormValues>();
  const uploads = useUploads();
  const d = f.values.documents[0];
  return (
    <DocumentUploader
      documentNumber={1}
      documentId={d.id}
      files={d.files}
      onRemove={(file) => {
        uploads.discard([file]);
        void f.setFieldValue(
          'documents[0].files',
          d.files.filter((g) => g.id !== file.id),
        );
      }}
    />
  );
}

function Harness() {
  return (
    <ToastProvider>
      <Formik initialValues={initialOrderValues('rush')} onSubmit={() => undefined}>
        <UploadsProvider>
          <Uploader />
        </UploadsProvider>
      </Formik>
    </ToastProvider>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Upload files for document 1');
const choose = (...files: File[]) => fireEvent.change(input(), { target: { files } });
const fetchCalls: { url: string; init: RequestInit }[] = [];

beforeEach(() => {
  FakeXhr.sent = [];
  fetchCalls.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    fetchCalls.push({ url, init });
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DocumentUploader', () => {
  it('sends each file at once with the checkout key, shows its real progress, then lists it; removing it deletes it on the server', async () => {
    render(<Harness />);
    choose(pdf('passport.pdf'));
    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0];
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/checkout/files']);
    const key = localStorage.getItem('apostille.checkoutKey');
    expect(xhr.headers['X-Checkout-Key']).toBe(key);
    expect((xhr.body?.get('file') as File).name).toBe('passport.pdf');
    expect(screen.getByText('Uploading... 0%')).toBeTruthy();

    act(() => xhr.progress(512, 2048));
    expect(screen.getByText('Uploading... 25%')).toBeTruthy();
    act(() => xhr.progress(2048, 2048));
    expect(screen.getByText('Uploading... 100%')).toBeTruthy();
    await act(async () => xhr.respond(201, { id: 'f-1', name: 'passport.pdf', size: 2048, mimeType: 'application/pdf' }));

    expect(screen.queryByText(/Uploading\.\.\./)).toBeNull();
    expect(screen.getByRole('list', { name: 'Uploaded files' }).textContent).toContain('passport.pdf');
    expect(screen.getByText('2.0 KB')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    expect(screen.queryByText('passport.pdf')).toBeNull();
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0].url).toBe('/api/checkout/files/f-1');
    expect(fetchCalls[0].init.method).toBe('DELETE');
    expect(new Headers(fetchCalls[0].init.headers).get('X-Checkout-Key')).toBe(key);
  });

  it("shows the server's refusal with the file's name, and does not list the file", async () => {
    render(<Harness />);
    choose(pdf('setup.pdf'));
    await act(async () => FakeXhr.sent[0].respond(400, { statusCode: 400, message: UPLOAD_MESSAGES.wrongType }));
    const refused = screen.getByTestId('upload-refused');
    expect(refused.textContent).toBe(`setup.pdf: ${UPLOAD_MESSAGES.wrongType}`);
    expect(screen.queryByRole('list', { name: 'Uploaded files' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss setup.pdf' }));
    expect(screen.queryByTestId('upload-refused')).toBeNull();
  });

  it('refuses an empty file before sending it', () => {
    render(<Harness />);
    choose(pdf('blank.pdf', 0));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.getByTestId('upload-refused').textContent).toBe(`blank.pdf: ${UPLOAD_MESSAGES.empty}`);
  });

  it('rejects an unsupported file with the Invalid Files toast', async () => {
    render(<Harness />);
    choose(txt());
    expect(FakeXhr.sent).toHaveLength(0);
    expect(await screen.findByText(ORDER_MESSAGES.invalidFilesTitle)).toBeTruthy();
    expect(screen.getByText(ORDER_MESSAGES.invalidFiles)).toBeTruthy();
    expect(screen.queryByText('notes.txt')).toBeNull();
  });

  it('ignores a duplicate (same name and size) silently', async () => {
    render(<Harness />);
    choose(pdf('same.pdf'));
    await act(async () => FakeXhr.sent[0].respond(201, { id: 'f-1', name: 'same.pdf', size: 2048, mimeType: 'application/pdf' }));
    choose(pdf('same.pdf'));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.getAllByText('same.pdf')).toHaveLength(1);
    expect(screen.queryByText(ORDER_MESSAGES.invalidFilesTitle)).toBeNull();
  });

  it('accepts dropped files', () => {
    render(<Harness />);
    fireEvent.drop(screen.getByRole('button', { name: /Drag and drop files here, or click to browse for document 1/ }), {
      dataTransfer: { files: [new File([new Uint8Array(5)], 'scan.png', { type: 'image/png' })] },
    });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.getByText('scan.png')).toBeTruthy();
  });
});
