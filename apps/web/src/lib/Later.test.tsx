import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { Later, nextTask, resetStaging, stageFirstScreen } from './Later';

afterEach(() => {
  resetStaging();
  drawn = [];
});

/** The parts in the order they were drawn. */
let drawn: string[] = [];

function Part({ name }: { name: string }) {
  useEffect(() => {
    drawn.push(name);
  }, [name]);
  return <p>{name}</p>;
}

function Screen() {
  return (
    <main>
      <p>At once</p>
      <Later fallback={<p>First placeholder</p>}>
        <Part name="First part" />
      </Later>
      <Later fallback={<p>Second placeholder</p>}>
        <Part name="Second part" />
      </Later>
    </main>
  );
}

describe('Later', () => {
  it('should draw at once when the entry did not ask for a staged first screen (tests, Storybook)', () => {
    render(<Screen />);
    expect(screen.getByText('First part')).toBeInTheDocument();
    expect(screen.getByText('Second part')).toBeInTheDocument();
    expect(screen.queryByText('First placeholder')).toBeNull();
  });

  it('should draw the first screen part by part, one task each, in document order', async () => {
    stageFirstScreen();
    render(<Screen />);
    expect(screen.getByText('At once')).toBeInTheDocument();
    expect(screen.getByText('First placeholder')).toBeInTheDocument();
    expect(screen.getByText('Second placeholder')).toBeInTheDocument();

    await screen.findByText('Second part');
    expect(screen.getByText('First part')).toBeInTheDocument();
    expect(screen.queryByText(/placeholder/)).toBeNull();
    // In document order. `drawn` is written by each part's effect, which runs after the part is
    // on screen: CI once read it between the second part's render and its effect.
    await waitFor(() => expect(drawn).toEqual(['First part', 'Second part']));
  });

  it('should draw at once after the first screen (a screen reached inside the app)', async () => {
    stageFirstScreen();
    const first = render(<Screen />);
    await screen.findByText('Second part');
    first.unmount();
    await nextTask();

    render(<Screen />);
    expect(screen.getByText('First part')).toBeInTheDocument();
    expect(screen.getByText('Second part')).toBeInTheDocument();
  });

  it('should not draw a part whose screen is gone before its turn', async () => {
    stageFirstScreen();
    const view = render(<Screen />);
    view.unmount();
    await waitFor(() => expect(screen.queryByText('First part')).toBeNull());
    await nextTask();
    await nextTask();
    expect(document.body.textContent).toBe('');
  });
});
