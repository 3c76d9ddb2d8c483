import type { OutboxMessage } from '@steward/domain';

/** Why the last delivery attempt failed, when one did. */
export function DeliveryError({ message }: { message: OutboxMessage }) {
  if (!message.lastError) return null;
  return (
    <p className="text-xs break-words text-red-700">
      <span className="font-medium">Last error:</span> {message.lastError}
    </p>
  );
}
