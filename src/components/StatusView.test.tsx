// @vitest-environment jsdom
// The status view as a person meets it: what each failure says and offers, the Retry-After countdown (on a pinned
// clock), the previous data kept in view with a banner, and the stale notice's exact time.
import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { markStale } from '../api/stale';
import { EmptyState, StatusView } from './StatusView';

/** The fields of a query result the view reads; the rest of react-query's result does not matter here. */
function query(state: Partial<UseQueryResult<string[]>>): UseQueryResult<string[]> {
  return {
    data: undefined,
    error: null,
    failureReason: null,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...state,
  } as unknown as UseQueryResult<string[]>;
}

function view(state: Partial<UseQueryResult<string[]>>) {
  return render(
    <StatusView query={query(state)} skeleton={<p>Loading rows</p>}>
      {(rows) => (
        <ul aria-label="Rows">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </StatusView>,
  );
}

const httpError = (status: number, message: string, retryAfter: number | null = null) =>
  new ApiError('http', status, '/api/event/v1', message, retryAfter);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StatusView', () => {
  it('shows skeleton rows while nothing has arrived', () => {
    view({ isFetching: true });
    expect(screen.getByText('Loading rows')).toBeTruthy();
  });

  it('shows the data when it has arrived', () => {
    view({ data: ['a', 'b'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [httpError(500, 'HTTP 500 from the API'), 'The API failed (HTTP 500)', true],
    [httpError(400, 'limit must be at most 200'), 'The API refused a parameter', false],
    [httpError(401, 'Unauthorized'), "The server's API key is missing or was rejected", false],
    [httpError(403, 'Forbidden'), "The server's API key is missing or was rejected", false],
    [
      new ApiError('network', null, '/api/event/v1', 'The server could not be reached.'),
      'The server could not be reached',
      true,
    ],
    [
      new ApiError('schema', 200, '/api/event/v1', 'data.0.block_number: expected number'),
      'The API answered in an unexpected shape',
      true,
    ],
  ])('says what failed (%s) and offers Retry only where asking again can help', (error, title, canRetry) => {
    view({ isError: true, error });
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('strong')?.textContent).toBe(title);
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(canRetry);
  });

  it('names the status once, and tells the owner to set the key on a 401', () => {
    view({ isError: true, error: httpError(401, 'Unauthorized') });
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(
      'Unauthorized (HTTP 401). Whoever runs this dashboard needs to set a valid TAOSTATS_API_KEY.',
    );
  });

  it('asks again when Retry is pressed', () => {
    const refetch = vi.fn();
    view({ isError: true, error: httpError(502, 'Bad gateway'), refetch });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('counts down from Retry-After while the one retry waits, with the previous rows in view', () => {
    const error = httpError(429, 'Too many requests', 30);
    view({ data: ['kept'], failureReason: error, isFetching: true });
    expect(screen.getByRole('status').textContent).toBe('The API rate limit is used up. Retrying in 30 s…');
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(screen.getByRole('status').textContent).toBe('The API rate limit is used up. Retrying in 18 s…');
    act(() => {
      vi.advanceTimersByTime(18_000);
    });
    expect(screen.getByRole('status').textContent).toBe('The API rate limit is used up. Retrying now…');
    expect(screen.getByRole('listitem').textContent).toBe('kept');
  });

  it('counts down a 503’s Retry-After too, saying what the server said', () => {
    const error = httpError(503, 'The market figures are being loaded: try again in a minute', 60);
    view({ failureReason: error, isFetching: true });
    expect(screen.getByRole('status').textContent).toBe(
      'The market figures are being loaded: try again in a minute. Retrying in 60 s…',
    );
  });

  it('keeps the previous rows under the error when a refetch fails', () => {
    view({ data: ['kept'], isError: true, error: httpError(500, 'HTTP 500 from the API') });
    expect(screen.getByRole('alert').querySelector('strong')?.textContent).toBe('The API failed (HTTP 500)');
    expect(screen.getByRole('listitem').textContent).toBe('kept');
  });

  it('dates the rows still shown when the connection is lost (an answer kept on disk, or an earlier one)', () => {
    view({
      data: ['a'],
      dataUpdatedAt: Date.parse('2026-11-01T11:57:00Z'),
      isError: true,
      error: new ApiError('network', null, '/api/event/v1', 'The server could not be reached.'),
    });
    expect(screen.getByRole('alert').querySelector('strong')?.textContent).toBe(
      'Offline: showing data as of 2026-11-01 11:57:00 UTC (3 min. ago)',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a']);
  });

  it('says when a stale answer was fetched, to the second', () => {
    const data = markStale(['old'], new Headers({ 'X-Stale-As-Of': '2026-11-01T11:58:30Z' }));
    view({ data });
    const time = screen.getByRole('status').querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-01T11:58:30.000Z');
    expect(screen.getByRole('status').textContent).toMatch(/^Showing data as of 2026-11-01 11:58:30/);
  });
});

describe('EmptyState', () => {
  it('offers a way out when filters match nothing', () => {
    const onReset = vi.fn();
    render(<EmptyState filtered what="events" onReset={onReset} />);
    expect(screen.getByText('No events match these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('says there is nothing yet without filters, and offers no reset', () => {
    render(<EmptyState filtered={false} what="events" onReset={() => {}} />);
    expect(screen.getByText('There are no events yet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
