import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * jsdom's FormData and File lose a file's name ("blob") when MSW hands the request to Node's
 * fetch; a browser keeps it, and the dashboard names rejected photos by it. Node's own
 * FormData, Blob and File behave like the browser's here, so the upload tests use them.
 */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
vi.stubGlobal('FormData', NodeFormData);
vi.stubGlobal('Blob', NodeBlob);
vi.stubGlobal('File', NodeFile);
