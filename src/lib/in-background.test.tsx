// @vitest-environment jsdom
// Code loaded in the background: drawn without until it is there, with it as soon as it is, and a failure to load
// reaches the error boundary rather than leaving the page waiting.
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inBackground } from './in-background';

afterEach(cleanup);

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('inBackground', () => {
  it('gives undefined until the code is here, then the code', async () => {
    let arrive!: (value: string) => void;
    const useWords = inBackground(new Promise<string>((resolve) => (arrive = resolve)));
    function Words() {
      return <p>{useWords() ?? 'loading'}</p>;
    }
    render(<Words />);
    expect(screen.getByText('loading')).toBeTruthy();
    arrive('here');
    expect(await screen.findByText('here')).toBeTruthy();
    // A component drawn afterwards has it at once.
    cleanup();
    render(<Words />);
    expect(screen.getByText('here')).toBeTruthy();
  });

  it('throws a failure to load, for the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const useWords = inBackground<string>(Promise.reject(new Error('chunk missing')));
    function Words() {
      return <p>{useWords() ?? 'loading'}</p>;
    }
    render(
      <Boundary>
        <Words />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk missing')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
