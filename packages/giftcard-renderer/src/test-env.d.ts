// Matchers of @testing-library/jest-dom, registered in the shared vitest.setup.ts.
/// <reference types="@testing-library/jest-dom/vitest" />
