import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what the person would see, until this long: Testing Library's 1 s is
// a guess that a busy machine's render can outlast.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
