import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { localDay } from '#contract/utils/schedule.ts';
import { jsonResponse, renderWithProviders } from '#tests/web/render-with-providers.tsx';
import {
  CATEGORIES,
  LOCATIONS,
  setUpFormTests,
  user,
} from '#tests/web/create-ticket-form-setup.ts';
import { chooseOption } from '#tests/web/radix-select-dom.ts';

import { CreateTicketForm } from './create-ticket-form.tsx';

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return localDay(date);
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stand-in answering by "METHOD path"; every call is recorded. */
function stubServer(handlers: Record<string, Handler> = {}) {
  const calls: { key: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, init });
    const handler =
      handlers[key] ??
      {
        'GET /api/locations': () => jsonResponse(200, LOCATIONS),
        'GET /api/categories': () => jsonResponse(200, CATEGORIES),
      }[key];
    if (!handler) return jsonResponse(404, { error: `no stub for ${key}`, code: 'NOT_FOUND' });
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

async function choose(label: string, option: string) {
  await chooseOption(screen.getByLabelText(label), option);
  await waitFor(() => {
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
}

async function fillRequired() {
  await waitFor(() => {
    expect(screen.getByLabelText('Location *')).toBeEnabled();
  });
  await choose('Location *', 'Downtown');
  await choose('Category *', 'Fryer');
  // Pasted rather than typed key by key: the same values, far fewer renders on a busy machine.
  await user.click(screen.getByLabelText('Title *'));
  await user.paste('Fryer #2 not heating');
  await user.click(screen.getByLabelText('Description *'));
  await user.paste('Oil stays at 200F.');
}

function renderForm(props: Partial<Parameters<typeof CreateTicketForm>[0]> = {}) {
  const onCreated = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <CreateTicketForm draftOwnerId="u1" onCreated={onCreated} onCancel={onCancel} {...props} />,
  );
  return { onCreated, onCancel, view };
}

setUpFormTests();

describe('CreateTicketForm', () => {
  it('keeps the submit button disabled, reading Please fill all required fields, until the four required fields are filled', async () => {
    stubServer();
    renderForm();
    const submit = screen.getByRole('button', { name: 'Please fill all required fields' });
    expect(submit).toBeDisabled();
    await fillRequired();
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
    await user.clear(screen.getByLabelText('Title *'));
    await user.type(screen.getByLabelText('Title *'), '   ');
    expect(screen.getByRole('button', { name: 'Please fill all required fields' })).toBeDisabled();
  });

  it('defaults the priority to Medium and offers the server’s locations and categories', async () => {
    stubServer();
    renderForm();
    expect(screen.getByLabelText('Priority *')).toHaveTextContent('Medium');
    await waitFor(() => {
      expect(screen.getByLabelText('Location *')).toBeEnabled();
    });
    fireEvent.pointerDown(screen.getByLabelText('Category *'), { button: 0, pointerType: 'mouse' });
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Fryer', 'HVAC']);
  });

  it('shows the time fields only after a date is picked, 09:00 to 17:00, and hides them for all-day', async () => {
    stubServer();
    renderForm();
    expect(screen.queryByLabelText('Start Time')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Scheduled Date'), { target: { value: tomorrow() } });
    expect(screen.getByLabelText('Start Time')).toHaveValue('09:00');
    expect(screen.getByLabelText('End Time')).toHaveValue('17:00');
    await user.click(screen.getByLabelText('All day'));
    expect(screen.queryByLabelText('Start Time')).not.toBeInTheDocument();
  });

  it('starts from the initial date and refuses days before today', () => {
    stubServer();
    renderForm({ initialDate: tomorrow() });
    const date = screen.getByLabelText('Scheduled Date');
    expect(date).toHaveValue(tomorrow());
    expect(date).toHaveAttribute('min', localDay(new Date()));
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    expect(screen.getByText('Schedule dates before today cannot be chosen')).toBeInTheDocument();
  });

  it('moves the end to one hour after a start at or after it', () => {
    stubServer();
    renderForm({ initialDate: tomorrow() });
    fireEvent.change(screen.getByLabelText('Start Time'), { target: { value: '17:30' } });
    expect(screen.getByLabelText('End Time')).toHaveValue('18:30');
    fireEvent.change(screen.getByLabelText('Start Time'), { target: { value: '10:00' } });
    expect(screen.getByLabelText('End Time')).toHaveValue('18:30');
  });

  it('flags an end before the start, with the Invalid Time Range toast, and blocks submitting', async () => {
    stubServer();
    renderForm({ initialDate: tomorrow() });
    await fillRequired();
    fireEvent.change(screen.getByLabelText('End Time'), { target: { value: '08:00' } });
    expect(screen.getByRole('alert')).toHaveTextContent('End time must be after start time');
    expect(await screen.findByText('Invalid Time Range')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeDisabled();
  });

  it('sends the ticket with its schedule, reads Submitting... meanwhile, uploads the photos, then reports success', async () => {
    let answer: (response: Response) => void = () => undefined;
    const created = { id: 't1', ticketNumber: 1042 };
    const calls = stubServer({
      'POST /api/tickets': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'POST /api/tickets/t1/photos': () => jsonResponse(201, created),
    });
    const { onCreated } = renderForm({ initialDate: tomorrow() });
    await fillRequired();
    const file = new File(['png'], 'fryer.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photos'), file);
    expect(screen.getByRole('img', { name: 'fryer.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const post = calls.find((call) => call.key === 'POST /api/tickets');
    const [year, month, day] = tomorrow().split('-').map(Number) as [number, number, number];
    expect(JSON.parse(post?.init?.body as string)).toEqual({
      title: 'Fryer #2 not heating',
      description: 'Oil stays at 200F.',
      location: 'Downtown',
      category: 'Fryer',
      priority: 'medium',
      equipmentDown: false,
      scheduledStart: new Date(year, month - 1, day, 9, 0, 0).toISOString(),
      scheduledEnd: new Date(year, month - 1, day, 17, 0, 0).toISOString(),
      allDay: false,
    });
    answer(jsonResponse(201, created));
    await waitFor(() => {
      expect(onCreated).toHaveBeenCalledWith(created);
    });
    const upload = calls.find((call) => call.key === 'POST /api/tickets/t1/photos');
    expect((upload?.init?.body as FormData).getAll('photos')).toHaveLength(1);
    // Product rules §8's words, and the ticket's number linking to its address (decisions 023-028).
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Ticket created successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ticket #1042 created · View' })).toHaveAttribute(
      'href',
      '/tickets/t1',
    );
  });

  it('sends an all-day schedule as 00:00:00 to 23:59:59', async () => {
    const calls = stubServer({ 'POST /api/tickets': () => jsonResponse(201, { id: 't2' }) });
    renderForm({ initialDate: tomorrow() });
    await fillRequired();
    await user.click(screen.getByLabelText('All day'));
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => {
      expect(calls.some((call) => call.key === 'POST /api/tickets')).toBe(true);
    });
    const post = calls.find((call) => call.key === 'POST /api/tickets');
    const body = JSON.parse(post?.init?.body as string) as Record<string, unknown>;
    const [year, month, day] = tomorrow().split('-').map(Number) as [number, number, number];
    expect(body).toMatchObject({
      scheduledStart: new Date(year, month - 1, day, 0, 0, 0).toISOString(),
      scheduledEnd: new Date(year, month - 1, day, 23, 59, 59).toISOString(),
      allDay: true,
    });
  });

  it('shows a title pasted past 200 characters refused under the field as it is typed', async () => {
    stubServer();
    renderForm();
    const title = screen.getByLabelText('Title *');
    // The description still stops where the server would; the title lets the person see why.
    expect(screen.getByLabelText('Description *')).toHaveAttribute('maxlength', '5000');
    await user.click(title);
    await user.paste('x'.repeat(201));
    expect(title).toHaveValue('x'.repeat(201));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await user.type(title, '{Backspace}');
    await waitFor(() => {
      expect(screen.queryByText('Title must be at most 200 characters')).not.toBeInTheDocument();
    });
  });

  it('shows a title over 200 characters refused under the field and sends nothing', async () => {
    const calls = stubServer();
    renderForm();
    await fillRequired();
    // A value longer than maxlength, as a script or an old browser may set it.
    fireEvent.change(screen.getByLabelText('Title *'), { target: { value: 'x'.repeat(201) } });
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    const message = await screen.findByText('Title must be at most 200 characters');
    expect(screen.getByLabelText('Title *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title *')).toHaveAccessibleDescription(message.textContent);
    expect(calls.some((call) => call.key === 'POST /api/tickets')).toBe(false);
    // Fixing the title clears the message at once.
    await user.clear(screen.getByLabelText('Title *'));
    await user.type(screen.getByLabelText('Title *'), 'Fryer #2 not heating');
    expect(screen.queryByText('Title must be at most 200 characters')).not.toBeInTheDocument();
  });

  it('shows the server’s error in an Error toast and keeps what was typed', async () => {
    stubServer({
      'POST /api/tickets': () =>
        jsonResponse(400, { error: 'Unknown location: Downtown', code: 'VALIDATION_FAILED' }),
    });
    const { onCreated } = renderForm();
    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('Unknown location: Downtown')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title *')).toHaveValue('Fryer #2 not heating');
  });

  it('lets chosen photos be removed before submitting, and accepts images only', async () => {
    stubServer();
    renderForm();
    const input = screen.getByLabelText('Photos');
    await user.upload(input, [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
    ]);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['b.jpg']);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Only image files can be attached')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('renders the aside with the draft and applies suggestions to category and priority', async () => {
    stubServer();
    renderForm({
      renderAside: (draft, apply) => (
        <div>
          <p>Draft: {draft.title}</p>
          <button
            type="button"
            onClick={() => {
              apply({ category: 'hvac', priority: 'urgent' });
            }}
          >
            Apply
          </button>
        </div>
      ),
    });
    await waitFor(() => {
      expect(screen.getByLabelText('Category *')).toBeEnabled();
    });
    await user.type(screen.getByLabelText('Title *'), 'No AC');
    expect(screen.getByText('Draft: No AC')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByLabelText('Location *')).toHaveTextContent('Select a location');
    });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Category *')).toHaveTextContent('HVAC');
    expect(screen.getByLabelText('Priority *')).toHaveTextContent('Urgent');
  });
});

describe('CreateTicketForm input rules', () => {
  it('shows a refused text-direction character under the title and sends nothing', async () => {
    const calls = stubServer();
    renderForm();
    await fillRequired();
    await user.type(screen.getByLabelText('Title *'), ' \u202Egpj.exe');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Title must not contain text-direction control characters',
    );
    expect(screen.getByLabelText('Title *')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.key === 'POST /api/tickets')).toBe(false);
  });
});

describe('CreateTicketForm draft and missing fields (decision 027)', () => {
  it('names the required fields still missing under the disabled button', async () => {
    stubServer();
    renderForm();
    const submit = screen.getByRole('button', { name: 'Please fill all required fields' });
    expect(submit).toHaveAccessibleDescription('Missing: Location, Category, Title, Description');
    await waitFor(() => {
      expect(screen.getByLabelText('Location *')).toBeEnabled();
    });
    await choose('Category *', 'Fryer');
    await user.type(screen.getByLabelText('Description *'), 'Oil stays at 200F.');
    expect(screen.getByText('Missing: Location, Title')).toBeInTheDocument();
    await choose('Location *', 'Downtown');
    await user.type(screen.getByLabelText('Title *'), 'Fryer #2 not heating');
    expect(screen.queryByText(/^Missing:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
  });

  it('restores what was typed after the form is left and opened again, and can discard it', async () => {
    stubServer();
    const first = renderForm();
    await fillRequired();
    await user.click(screen.getByLabelText('Equipment is out of order'));
    first.view.unmount();

    renderForm();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('Fryer #2 not heating');
    expect(screen.getByLabelText('Description *')).toHaveValue('Oil stays at 200F.');
    expect(screen.getByLabelText('Equipment is out of order')).toBeChecked();
    await waitFor(() => {
      expect(screen.getByLabelText('Location *')).toHaveTextContent('Downtown');
    });
    expect(screen.getByLabelText('Category *')).toHaveTextContent('Fryer');

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Title *')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(localStorage.getItem('createTicketDraft:u1')).toBeNull();
  });

  it('keeps drafts apart per user', async () => {
    stubServer();
    const first = renderForm();
    await user.type(screen.getByLabelText('Title *'), 'Mine only');
    first.view.unmount();
    renderForm({ draftOwnerId: 'u2' });
    expect(screen.getByLabelText('Title *')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('forgets the draft once the ticket is created', async () => {
    stubServer({
      'POST /api/tickets': () => jsonResponse(201, { id: 't9', ticketNumber: 1056 }),
    });
    const first = renderForm();
    await fillRequired();
    expect(localStorage.getItem('createTicketDraft:u1')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(
      await screen.findByRole('link', { name: 'Ticket #1056 created · View' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('createTicketDraft:u1')).toBeNull();
    first.view.unmount();
    renderForm();
    expect(screen.getByLabelText('Title *')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });
});
