import { lazy } from 'react';

// The rules text is large and read rarely, so it loads with its page.
export const RulesPage = lazy(() => import('./RulesText.tsx'));
