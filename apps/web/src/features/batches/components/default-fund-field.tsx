import { LIMITS } from '@steward/domain';
import { useEffect, useState } from 'react';
import type { FieldControlProps } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useCreateFund, useEntryFunds } from '@/lib/giving/funds';

interface DefaultFundFieldProps {
  control: FieldControlProps;
  value: string;
  onChange: (fund: string) => void;
}

/**
 * The fund each new gift of a batch starts with, chosen from the fund list (the server refuses any
 * other). Until one is chosen it is the list's general fund, else its first; an organisation
 * without a fund yet adds its first one here.
 */
export function DefaultFundField({ control, value, onChange }: DefaultFundFieldProps) {
  const funds = useEntryFunds();
  const create = useCreateFund();
  const [name, setName] = useState('General Fund');
  const [problem, setProblem] = useState<string | null>(null);
  const items = funds.data?.items ?? [];
  const chosen = items.some((fund) => fund.name === value);

  useEffect(() => {
    if (chosen || items.length === 0) return;
    const general = items.find((fund) => /^general\b/i.test(fund.label)) ?? items[0];
    if (general) onChange(general.name);
  }, [chosen, items, onChange]);

  if (funds.isPending) return <Select {...control} disabled value="" aria-busy="true" />;
  if (items.length > 0) {
    return (
      <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
        {items.map((fund) => (
          <option key={fund.id} value={fund.name}>
            {fund.restricted ? `${fund.label} (restricted)` : fund.label}
          </option>
        ))}
      </Select>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {funds.data?.canCreate ? 'No funds yet: add the first one.' : 'No funds yet.'}
      </p>
      {funds.data?.canCreate ? (
        <div className="flex gap-2">
          <Input
            {...control}
            maxLength={LIMITS.donors.fund}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={create.isPending || name.trim() === ''}
            onClick={() =>
              create.mutate(
                { name: name.trim() },
                {
                  onSuccess: (fund) => {
                    setProblem(null);
                    onChange(fund.name);
                  },
                  onError: (error) => setProblem(errorMessage(error)),
                },
              )
            }
          >
            Add fund
          </Button>
        </div>
      ) : null}
      {problem ? <p className="text-sm text-red-700">{problem}</p> : null}
    </div>
  );
}
