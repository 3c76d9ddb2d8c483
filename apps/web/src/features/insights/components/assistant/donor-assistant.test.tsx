import {
  ASSISTANT_MESSAGE_MAX,
  ASSISTANT_TOO_LONG,
  ASSISTANT_WELCOME,
  type AssistantReply,
  type AssistantRequest,
  CHAT_APOLOGY,
  QUICK_QUESTIONS,
} from '@steward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply, type MockRequest, mockApi } from '@/test/api-mock';
import { renderWithProviders } from '@/test/render';
import { DonorAssistant } from './donor-assistant';

const ASK = 'POST /api/assistant/messages';
const TOO_MANY = 'Too many attempts. Please wait 7 minutes and try again.';

function reply(overrides: Partial<AssistantReply> = {}): AssistantReply {
  return {
    content: 'Built-in analyst (no AI service is configured for Steward): Your top donor is Jane Smith.',
    insights: ['The top 5 donors gave 42.0% of all giving.'],
    recommendations: ['Thank your most generous donors personally.'],
    confidence: 0.95,
    source: 'built-in',
    ...overrides,
  };
}

/** An answer that arrives only when the test says so. */
function deferred() {
  let release: (answer: MockReply) => void = () => {};
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** The assistant against a server answering each question with `answer`; opened unless told not to. */
async function showAssistant(
  answer: MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>),
  { open = true } = {},
) {
  const fetchMock = mockApi({ [ASK]: answer });
  const view = renderWithProviders(<DonorAssistant />);
  if (open) await view.user.click(screen.getByRole('button', { name: 'Open the donor assistant' }));
  /** The body of every question sent, in order. */
  const requests = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url) === '/api/assistant/messages' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as AssistantRequest);
  return { ...view, fetchMock, requests };
}

const windowRegion = () => screen.getByRole('region', { name: 'Donor Assistant' });
const input = () => screen.getByRole('textbox', { name: 'Ask about your donor data' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const log = () => screen.getByRole('log', { name: 'Conversation' });
/** The text of each message in the conversation, in order. */
const messageTexts = () =>
  within(log())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');

afterEach(() => {
  vi.useRealTimers();
});

describe('DonorAssistant', () => {
  it('opens from the floating button into the input, minimises to 320px and closes back to the button', async () => {
    const { user } = await showAssistant({ body: reply() });

    expect(screen.queryByRole('button', { name: 'Open the donor assistant' })).toBeNull();
    const region = windowRegion();
    expect(within(region).getByRole('heading', { name: 'Donor Assistant' })).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(region.className).toContain('sm:w-96');
    expect(region.className).not.toContain('sm:w-80');
    // A phone: the whole width between the margins.
    expect(region.className).toMatch(/\bleft-4\b.*\bright-4\b|\bright-4\b.*\bleft-4\b/);

    const minimise = screen.getByRole('button', { name: 'Minimise the donor assistant' });
    expect(minimise.getAttribute('aria-expanded')).toBe('true');
    await user.click(minimise);
    expect(windowRegion().className).toContain('sm:w-80');
    expect(windowRegion().className).not.toContain('sm:w-96');
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const restore = screen.getByRole('button', { name: 'Restore the donor assistant' });
    expect(restore.getAttribute('aria-expanded')).toBe('false');

    await user.click(restore);
    expect(windowRegion().className).toContain('sm:w-96');
    expect(within(log()).getByText(ASSISTANT_WELCOME)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close the donor assistant' }));
    expect(screen.queryByRole('region', { name: 'Donor Assistant' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the donor assistant' }));
  });

  it('closes on Escape, hands the focus back to the button, and keeps the conversation for next time', async () => {
    const { user } = await showAssistant({ body: reply({ content: 'You have 12 donors.' }) });

    await user.type(input(), 'How many donors?{Enter}');
    await within(log()).findByText('You have 12 donors.');
    await user.type(input(), 'a draft');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Donor Assistant' })).toBeNull();
    const launcher = screen.getByRole('button', { name: 'Open the donor assistant' });
    expect(document.activeElement).toBe(launcher);

    await user.click(launcher);
    expect(within(log()).getByText('How many donors?')).toBeTruthy();
    expect(within(log()).getByText('You have 12 donors.')).toBeTruthy();
    expect(document.activeElement).toBe(input());
  });

  it('starts with the welcome and the quick questions, shown only until the first question', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 7, 14, 5));
    await showAssistant({ body: reply() });

    const [welcome, ...rest] = messageTexts();
    expect(rest).toHaveLength(0);
    expect(welcome?.textContent).toContain(ASSISTANT_WELCOME);
    expect(welcome?.textContent).toContain('Assistant:');
    expect(welcome?.querySelector('time')?.textContent).toBe('14:05');
    // An AI message sits on the left.
    expect(welcome?.className).toContain('justify-start');

    const chips = within(screen.getByRole('list', { name: 'Quick questions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([...QUICK_QUESTIONS]);
  });

  it('sends a quick question and shows the answer with its insights, recommendations and who answered', async () => {
    const { user, requests } = await showAssistant({ body: reply() });

    await user.click(screen.getByRole('button', { name: 'Who are my top donors?' }));

    await within(log()).findByText(reply().content);
    expect(requests()).toEqual([{ message: 'Who are my top donors?', history: [] }]);
    expect(screen.queryByRole('list', { name: 'Quick questions' })).toBeNull();

    const [welcome, question, answer] = messageTexts();
    expect(welcome?.textContent).toContain(ASSISTANT_WELCOME);
    expect(question?.textContent).toContain('You:');
    expect(question?.textContent).toContain('Who are my top donors?');
    // The member's own messages sit on the right.
    expect(question?.className).toContain('justify-end');
    expect(answer).toBeTruthy();
    const reading = within(answer as HTMLElement);
    expect(
      within(reading.getByRole('list', { name: 'Insights' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The top 5 donors gave 42.0% of all giving.']);
    expect(
      within(reading.getByRole('list', { name: 'Recommendations' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Thank your most generous donors personally.']);
    expect(reading.getByText('Built-in analyst')).toBeTruthy();
  });

  it('shows no badge nor empty lists for an answer from the AI service', async () => {
    const { user } = await showAssistant({
      body: reply({ content: 'Giving is up 12%.', insights: [], recommendations: [], source: 'ai' }),
    });

    await user.type(input(), 'How is giving trending?{Enter}');

    await within(log()).findByText('Giving is up 12%.');
    const answer = messageTexts().at(-1) as HTMLElement;
    expect(within(answer).queryByText('Built-in analyst')).toBeNull();
    expect(within(answer).queryByRole('list')).toBeNull();
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const { user, requests } = await showAssistant({ body: reply({ content: 'Here you go.' }) });

    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect((input() as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    expect(requests()).toHaveLength(0);

    await user.keyboard('{Enter}');
    await within(log()).findByText('Here you go.');
    expect(requests()).toEqual([{ message: 'First line\nsecond line', history: [] }]);
    expect((input() as HTMLTextAreaElement).value).toBe('');
  });

  it('sends nothing while the question is blank', async () => {
    const { user, requests } = await showAssistant({ body: reply() });

    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(input(), '   {Enter}');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(requests()).toHaveLength(0);
    expect(messageTexts()).toHaveLength(1);
  });

  it('sends nothing more while a reply is pending, and says it is thinking', async () => {
    const pending = deferred();
    let calls = 0;
    const { user, requests } = await showAssistant(() => {
      calls += 1;
      return calls === 1 ? pending.promise : { body: reply({ content: 'Second answer.' }) };
    });

    await user.type(input(), 'First question{Enter}');
    expect(await within(log()).findByText('Thinking...')).toBeTruthy();
    // Spec 001 §5: the input is not editable while waiting; even with text in it, nothing goes.
    expect((input() as HTMLTextAreaElement).readOnly).toBe(true);
    fireEvent.change(input(), { target: { value: 'Second question' } });
    expect((input() as HTMLTextAreaElement).value).toBe('Second question');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(requests()).toHaveLength(1);

    pending.release({ body: reply({ content: 'First answer.' }) });
    await within(log()).findByText('First answer.');
    expect(within(log()).queryByText('Thinking...')).toBeNull();
    expect(requests()).toHaveLength(1);

    expect((input() as HTMLTextAreaElement).readOnly).toBe(false);
    await user.type(input(), '{Enter}');
    await within(log()).findByText('Second answer.');
    expect(requests()).toHaveLength(2);
    expect(requests()[1]).toEqual({
      message: 'Second question',
      history: [
        { role: 'user', content: 'First question' },
        { role: 'assistant', content: 'First answer.' },
      ],
    });
  });

  it('sends the latest 10 turns as history, without the welcome', async () => {
    const { user, requests } = await showAssistant((request) => ({
      body: reply({ content: `Answer ${(request.body as AssistantRequest).message}`, source: 'ai' }),
    }));

    for (let n = 1; n <= 7; n += 1) {
      await user.type(input(), `Q${n}{Enter}`);
      await within(log()).findByText(`Answer Q${n}`);
    }

    const sent = requests();
    expect(sent).toHaveLength(7);
    expect(sent[0]?.history).toEqual([]);
    expect(sent[1]?.history).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'Answer Q1' },
    ]);
    expect(sent[6]).toEqual({
      message: 'Q7',
      history: [2, 3, 4, 5, 6].flatMap((n) => [
        { role: 'user', content: `Q${n}` },
        { role: 'assistant', content: `Answer Q${n}` },
      ]),
    });
  });

  it('answers a failed question with the apology, and leaves that exchange out of the history', async () => {
    let calls = 0;
    const { user, requests } = await showAssistant(() => {
      calls += 1;
      if (calls === 1)
        return apiError(502, 'unavailable', 'Failed to complete AI analysis. Please try again.');
      if (calls === 2) throw new TypeError('Failed to fetch');
      return { body: reply({ content: 'Back again.' }) };
    });

    await user.type(input(), 'Who are my top donors?{Enter}');
    const apology = await within(log()).findByText(CHAT_APOLOGY);
    expect(apology.textContent).toBe(CHAT_APOLOGY);
    expect(within(log()).queryByText('Failed to complete AI analysis. Please try again.')).toBeNull();

    // No answer at all (the server unreachable): the same apology.
    await user.type(input(), 'Anyone there?{Enter}');
    await waitFor(() => expect(within(log()).getAllByText(CHAT_APOLOGY)).toHaveLength(2));

    await user.type(input(), 'Try again{Enter}');
    await within(log()).findByText('Back again.');
    expect(requests()[2]).toEqual({ message: 'Try again', history: [] });
  });

  it('shows the wait the server asks for when there were too many questions', async () => {
    const { user } = await showAssistant(apiError(429, 'rate_limited', TOO_MANY));

    await user.type(input(), 'How is giving trending?{Enter}');

    expect(await within(log()).findByText(TOO_MANY)).toBeTruthy();
    expect(within(log()).queryByText(CHAT_APOLOGY)).toBeNull();
  });

  it('counts characters near the 2,000 limit and sends nothing over it', async () => {
    const { user, requests } = await showAssistant({ body: reply() });

    expect(screen.queryByText(/\/ 2,000/)).toBeNull();
    fireEvent.change(input(), { target: { value: 'a'.repeat(1900) } });
    const counter = screen.getByText('1,900 / 2,000');
    expect(input().getAttribute('aria-describedby')).toBe(counter.id);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.change(input(), { target: { value: 'a'.repeat(ASSISTANT_MESSAGE_MAX + 1) } });
    expect(screen.getByText(`2,001 / 2,000 · ${ASSISTANT_TOO_LONG}`)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(input(), '{Enter}');
    expect(requests()).toHaveLength(0);

    // Exactly at the limit goes.
    fireEvent.change(input(), { target: { value: 'a'.repeat(ASSISTANT_MESSAGE_MAX) } });
    await user.click(sendButton());
    await waitFor(() => expect(requests()).toHaveLength(1));
  });
});
