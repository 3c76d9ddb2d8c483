import { CHAT_APOLOGY, QUICK_QUESTIONS } from '@steward/domain';
import { Bot, Maximize2, MessageCircle, Minimize2, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useKeepClearLift } from '@/lib/keep-clear';
import { useAskAssistant } from '../../api/ask-assistant';
import { ChatInput, sendBlocked } from './chat-input';
import { type ChatMessage, historyOf, WELCOME_ID, welcomeMessage } from './chat-message';
import { ChatMessageItem } from './chat-message-item';

/** Spec 001 §8: any failure gets the apology; too many questions get the server's wait instead. */
function failureReply(error: unknown): string {
  return isApiError(error) && error.status === 429 ? error.message : CHAT_APOLOGY;
}

/**
 * Spec 001 §2 AI chat window of the fundraising page: a floating button opens it; it can be
 * minimised (320px) and closed. The conversation stays while the page is open, closed or not.
 */
export function DonorAssistant() {
  const titleId = useId();
  const bodyId = useId();
  const chipsId = useId();
  const ask = useAskAssistant();
  const [open, setOpen] = useState(false);
  const [minimised, setMinimised] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [welcomeMessage()]);
  const [draft, setDraft] = useState('');
  /** Set at once, before the mutation's state reaches the page: two quick Enters send one question. */
  const sending = useRef(false);
  const nextId = useRef(0);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const launcherLift = useKeepClearLift(launcherRef);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  /** The window was open: closing it hands the focus back to the floating button. */
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const pending = ask.isPending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message, "Thinking..." or the restored window brings the latest into view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending, minimised]);

  const id = () => {
    nextId.current += 1;
    return `message-${nextId.current}`;
  };

  const send = (text: string) => {
    if (sending.current || sendBlocked(text, false) !== null) return;
    sending.current = true;
    const question: ChatMessage = {
      id: id(),
      type: 'user',
      content: text.trim(),
      timestamp: new Date(),
      inHistory: true,
    };
    const history = historyOf(messages);
    setMessages((list) => [...list, question]);
    setDraft('');
    inputRef.current?.focus();
    ask.mutate(
      { message: question.content, history },
      {
        onSuccess: (reply) =>
          setMessages((list) => [
            ...list,
            {
              id: id(),
              type: 'ai',
              content: reply.content,
              timestamp: new Date(),
              analysis: { insights: reply.insights, recommendations: reply.recommendations },
              source: reply.source,
              inHistory: true,
            },
          ]),
        onError: (error) =>
          setMessages((list) => [
            ...list.map((message) =>
              message.id === question.id ? { ...message, inHistory: false } : message,
            ),
            {
              id: id(),
              type: 'ai',
              content: failureReply(error),
              timestamp: new Date(),
              failed: true,
              inHistory: false,
            },
          ]),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const close = () => {
    setOpen(false);
    setMinimised(false);
  };

  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  if (!open) {
    return (
      <button
        ref={launcherRef}
        type="button"
        aria-label="Open the donor assistant"
        className={cn(
          'fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full sm:right-6 sm:bottom-6',
          'bg-indigo-600 text-white shadow-lg transition-colors hover:bg-indigo-500 active:bg-indigo-700',
          'motion-safe:transition-[translate,background-color]',
          focusRing,
        )}
        // Rises over a tab bar passing under it, so its scroll buttons stay in reach.
        style={launcherLift > 0 ? { translate: `0 -${launcherLift}px` } : undefined}
        onClick={() => setOpen(true)}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
    );
  }

  const onlyWelcome = messages.length === 1 && messages[0]?.id === WELCOME_ID;

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'fixed right-4 bottom-4 left-4 z-30 flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl',
        'sm:right-6 sm:bottom-6 sm:left-auto',
        minimised ? 'sm:w-80' : 'h-[32rem] max-h-[calc(100dvh-2rem)] sm:w-96',
      )}
      onKeyDown={keyDown}
    >
      <header className="flex items-center gap-2 bg-indigo-600 px-3 py-2 text-white">
        <Bot aria-hidden="true" className="size-5 shrink-0" />
        <h2 id={titleId} className="flex-1 text-sm font-semibold">
          Donor Assistant
        </h2>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-white hover:bg-indigo-500 hover:text-white"
          aria-label={minimised ? 'Restore the donor assistant' : 'Minimise the donor assistant'}
          aria-expanded={!minimised}
          aria-controls={bodyId}
          onClick={() => setMinimised((value) => !value)}
        >
          {minimised ? <Maximize2 aria-hidden="true" /> : <Minimize2 aria-hidden="true" />}
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-white hover:bg-indigo-500 hover:text-white"
          aria-label="Close the donor assistant"
          onClick={close}
        >
          <X aria-hidden="true" />
        </Button>
      </header>
      {/* Hidden rather than removed when minimised: the draft and the scroll position stay. */}
      <div id={bodyId} hidden={minimised} className="flex min-h-0 flex-1 flex-col">
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          className="min-h-0 flex-1 overflow-y-auto p-3"
        >
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} />
            ))}
          </ol>
          {pending ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="size-4" />
              Thinking...
            </p>
          ) : null}
        </div>
        {onlyWelcome ? (
          <div className="border-t border-slate-200 px-3 pt-2 pb-1">
            <p id={chipsId} className="text-xs font-medium text-slate-600">
              Quick questions
            </p>
            <ul aria-labelledby={chipsId} className="mt-1 flex flex-wrap gap-1.5">
              {QUICK_QUESTIONS.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    className={cn(
                      'rounded-full border border-indigo-200 bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700',
                      'transition-colors hover:bg-indigo-100',
                      focusRing,
                    )}
                    onClick={() => send(question)}
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ChatInput
          value={draft}
          onChange={setDraft}
          onSend={() => send(draft)}
          pending={pending}
          inputRef={inputRef}
        />
      </div>
    </section>
  );
}
