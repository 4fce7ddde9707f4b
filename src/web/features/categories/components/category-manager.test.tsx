import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';

import { CategoryManager } from './category-manager.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in sonner's module state; the next test starts without the last one's.
  toast.dismiss();
});

function categories(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-00000000000${String(index)}`,
    name: `Category ${String(index + 1)}`,
    description: `Equipment ${String(index + 1)}`,
  }));
}

/** Answers GET /api/categories with the list and records every other call. */
function stubServer(
  list: ReturnType<typeof categories>,
  onWrite?: (init: RequestInit) => Response,
) {
  const fetchMock = vi.fn((_path: string, init: RequestInit = {}) =>
    Promise.resolve(
      (init.method ?? 'GET') === 'GET'
        ? jsonResponse(200, list)
        : (onWrite?.(init) ?? jsonResponse(201, list[0])),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CategoryManager', () => {
  it('counts the categories and sends name and description when one is added', async () => {
    const fetchMock = stubServer(categories(8));
    renderWithProviders(<CategoryManager />);
    expect(await screen.findByText('8/10 categories')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Category' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Name'), ' Beverage ');
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Description'), 'Soda fountains');
    await userEvent.click(add);
    await screen.findByText('Category added successfully');
    const write = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(write?.[0]).toBe('/api/categories');
    expect(JSON.parse(write?.[1]?.body as string)).toEqual({
      name: 'Beverage',
      description: 'Soda fountains',
    });
  });

  it('at 10 categories disables adding, shows the limit text and explains with a toast', async () => {
    const fetchMock = stubServer(categories(10));
    renderWithProviders(<CategoryManager />);
    expect(await screen.findByText('Maximum category limit reached (10/10)')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Category' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('Name')).toBeDisabled();
    await userEvent.click(add);
    expect(await screen.findByText('Limit Reached')).toBeInTheDocument();
    expect(screen.getByText('Maximum limit of 10 categories reached')).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('shows Limit Reached when another admin took the last place first', async () => {
    stubServer(categories(9), () =>
      jsonResponse(409, {
        error: 'Maximum limit of 10 categories reached',
        code: 'CATEGORY_LIMIT_REACHED',
      }),
    );
    renderWithProviders(<CategoryManager />);
    await screen.findByText('9/10 categories');
    await userEvent.type(screen.getByLabelText('Name'), 'Late');
    await userEvent.type(screen.getByLabelText('Description'), 'Too late');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Limit Reached')).toBeInTheDocument();
  });

  it('shows the load failure message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    renderWithProviders(<CategoryManager />);
    await waitFor(() => {
      expect(screen.getByText('Failed to load categories. Please try again.')).toBeInTheDocument();
    });
  });
});

describe('CategoryManager input rules', () => {
  it('shows a refused character under its field and sends nothing', async () => {
    const fetchMock = stubServer(categories(3));
    renderWithProviders(<CategoryManager />);
    await screen.findByText('3/10 categories');
    await userEvent.type(screen.getByLabelText('Name'), 'Soda\u202Eadoc');
    await userEvent.type(screen.getByLabelText('Description'), 'Fountain lines');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Name must not contain text-direction control characters',
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
