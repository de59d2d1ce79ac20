import '@testing-library/jest-dom/vitest';
import '../src/protocol/zod-messages.ts';
