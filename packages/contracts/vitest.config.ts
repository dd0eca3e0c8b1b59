import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'unit:contracts', isolate: false } });
