import '@testing-library/jest-dom/vitest';
import './browser-apis';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s instead of 1 s: a validation or an answer from the in-process
// sandbox can take longer than a second on a loaded CI machine, and a wait only ends early.
configure({ asyncUtilTimeout: 5000 });

export { cleanup } from '@testing-library/react';
