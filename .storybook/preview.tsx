import type { Preview } from '@storybook/react-vite';
import { I18nProvider, createI18n } from '@voz/i18n';
import '@voz/ui/styles.css';

const i18n = createI18n('es');

// Every story fails on a console error or an uncaught error: a story that renders must render cleanly.
const failures: string[] = [];
const originalError = console.error.bind(console);

const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <div className="bg-slate-50 p-4 font-sans text-slate-900">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    // Every story is audited by addon-a11y (axe-core) once rendered; a violation fails it under
    // `npm run test:stories`. label-content-name-mismatch (WCAG 2.5.3) is experimental in axe and
    // off by default: on here, as in the browser tests (apps/portal/e2e/support/a11y.ts).
    a11y: {
      test: 'error',
      config: { rules: [{ id: 'label-content-name-mismatch', enabled: true }] },
    },
  },
  beforeEach() {
    failures.length = 0;
    console.error = (...args: unknown[]) => {
      failures.push(args.map(String).join(' '));
      originalError(...args);
    };
    const onError = (event: ErrorEvent): void => {
      failures.push(`uncaught: ${event.message}`);
    };
    window.addEventListener('error', onError);
    return () => {
      console.error = originalError;
      window.removeEventListener('error', onError);
      if (failures.length > 0) throw new Error(`The story logged errors:\n${failures.join('\n')}`);
    };
  },
};

export default preview;
