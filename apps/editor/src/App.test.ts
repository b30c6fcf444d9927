// @vitest-environment jsdom
// The editor in the language the session keeps: Spanish by default, English once chosen (in the
// header's switch, as in the portal), kept in localStorage for the next visit.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from './App.js';
import { i18n } from './i18n.js';
import { PropertyPanel } from './panels/PropertyPanel.js';
import type { Workspace } from './model/workspace.js';
import { useSession } from './session/store.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, editor: null, language: 'es' });
});
afterEach(cleanup);

describe('the editor’s language', () => {
  it('is Spanish by default', () => {
    render(createElement(App));
    expect(screen.getByRole('heading', { name: 'Editor de dashboards' })).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('renders English when English is chosen, and keeps the choice in the session', () => {
    render(createElement(App));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Inglés/ }));
    });
    expect(screen.getByRole('heading', { name: 'Dashboard editor' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /English/ }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('en');
    const stored = JSON.parse(localStorage.getItem('voz-editor-session') ?? '{}') as { state?: { language?: string } };
    expect(stored.state?.language).toBe('en');
  });

  it('opens in the stored language', () => {
    useSession.setState({ language: 'en' });
    render(createElement(App));
    expect(screen.getByRole('heading', { name: 'Dashboard editor' })).toBeTruthy();
  });

  it('speaks English in the panels too', () => {
    act(() => useSession.getState().setLanguage('en'));
    render(createElement(App));
    cleanup();
    expect(i18n.language).toBe('en');
    render(createElement(PropertyPanel, { ws: {} as Workspace, tenant: 't', items: [], diagnostics: [] }));
    expect(screen.getByText(/^Select a widget on the canvas/)).toBeTruthy();
  });
});
