import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

// Whole routes load lazily in these tests; the shared 2-core machine can take seconds.
configure({ asyncUtilTimeout: 8000 });
